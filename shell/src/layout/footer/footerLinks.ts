/** The footer's link columns, in the order and wording visitors know. */
export const footerColumns = [
  {
    title: 'Company',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Services', to: '/services' },
      { label: 'Contact', to: '/contact' },
      { label: 'Get Quote', to: '/get-quote' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Advisory', to: '/services/advisory' },
      { label: 'Audit', to: '/services/audit' },
      { label: 'IT Support', to: '/services/it-support' },
      { label: 'Cyber Security', to: '/services/cyber-security' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Use', to: '/terms-of-use' },
      { label: 'Disclaimer', to: '/disclaimer' },
      // An address already printed elsewhere; the router redirects it to /refund.
      { label: 'Refund & Cancellation', to: '/refund-cancellation' },
    ],
  },
] as const;
