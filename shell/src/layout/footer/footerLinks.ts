/** One footer column: its heading and its links as [label, path] pairs. */
const column = (title: string, links: ReadonlyArray<readonly [label: string, to: string]>) => ({
  title,
  links: links.map(([label, to]) => ({ label, to })),
});

/** The footer's link columns, in the order and wording visitors know. */
export const footerColumns = [
  column('Company', [
    ['Home', '/'],
    ['About', '/about'],
    ['Services', '/services'],
    ['Contact', '/contact'],
    ['Get Quote', '/get-quote'],
  ]),
  column('Services', [
    ['Advisory', '/services/advisory'],
    ['Audit', '/services/audit'],
    ['IT Support', '/services/it-support'],
    ['Cyber Security', '/services/cyber-security'],
  ]),
  column('Legal', [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Use', '/terms-of-use'],
    ['Disclaimer', '/disclaimer'],
    // An address already printed elsewhere; the router redirects it to /refund.
    ['Refund & Cancellation', '/refund-cancellation'],
  ]),
];
