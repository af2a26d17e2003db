// Policies and terms indexes: they lead to the legal pages the marketing remote owns.

export interface LegalEntry {
  /** The `:item` of /policies/:item or /terms/:item. */
  id: string;
  /** Other item paths that mean this entry, e.g. old link names. */
  aliases?: string[];
  title: string;
  summary: string;
  /** The legal page that holds the full text. */
  to: string;
  /** The name of that page, for the link text. */
  document: string;
}

export interface LegalIndexCopy {
  title: string;
  intro: string;
  metaTitle: string;
  metaDescription: string;
  notFound: (item: string) => string;
  entries: LegalEntry[];
  otherTitle: string;
  other: { label: string; to: string }[];
}

const privacy = { to: '/privacy-policy', document: 'Privacy Policy' };
const termsOfUse = { to: '/terms-of-use', document: 'Terms of Use' };
const refund = { to: '/refund', document: 'Refund & Cancellation' };
const disclaimer = { to: '/disclaimer', document: 'Disclaimer' };

export const policiesIndex: LegalIndexCopy = {
  title: 'Policies',
  intro: 'The policies below explain how we collect and protect your information, how refunds and cancellations work, and the limits of the information on this site.',
  metaTitle: 'Policies',
  metaDescription: 'Privacy, data security, refund and cancellation policies and the disclaimer of ComplianceCore Consulting.',
  notFound: (item) => `We couldn't find a policy called “${item}”. Here are all our policies.`,
  entries: [
    {
      id: 'privacy-policy',
      aliases: ['privacy', 'information-we-collect', 'how-we-use-your-information', 'information-sharing'],
      title: 'Privacy Policy',
      summary: 'What information we collect when you contact us or request a quote, how we use it, when we share it and how to reach us about it.',
      ...privacy,
    },
    {
      id: 'data-security',
      aliases: ['security'],
      title: 'Data Security',
      summary: 'The safeguards we apply to the information you give us; part of our Privacy Policy.',
      ...privacy,
    },
    {
      id: 'refund-and-cancellation',
      aliases: ['refund', 'refund-policy', 'refund-cancellation', 'cancellation'],
      title: 'Refund & Cancellation',
      summary:
        'All sales are final; report any dissatisfaction within 7 days of completion. Cancelling before service delivery gets a full refund. Payment is in advance by card, PayPal or bank transfer.',
      ...refund,
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      summary: 'The information on this website is general guidance, not professional advice for your specific situation.',
      ...disclaimer,
    },
  ],
  otherTitle: 'Looking for our terms?',
  other: [
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'Terms of Use', to: '/terms-of-use' },
  ],
};

export const termsIndex: LegalIndexCopy = {
  title: 'Terms & Conditions',
  intro: 'The terms that apply when you use this website and its materials. Each entry below is a section of our Terms of Use; the full text is one click away.',
  metaTitle: 'Terms & Conditions',
  metaDescription: 'Terms of use of the ComplianceCore Consulting website: acceptance, use license, disclaimer, limitations and governing law.',
  notFound: (item) => `We couldn't find terms called “${item}”. Here are all our terms.`,
  entries: [
    {
      id: 'terms-of-use',
      aliases: ['terms', 'terms-and-conditions'],
      title: 'Terms of Use',
      summary: 'The complete terms of using this website, in one document.',
      ...termsOfUse,
    },
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      summary: 'By using this website you agree to these terms; if you do not agree, please do not use the site.',
      ...termsOfUse,
    },
    {
      id: 'use-license',
      aliases: ['license'],
      title: 'Use License',
      summary: 'You may view and download our materials for personal, non-commercial use; they may not be modified or resold.',
      ...termsOfUse,
    },
    {
      id: 'limitations',
      aliases: ['limitation-of-liability'],
      title: 'Limitations',
      summary: 'We are not liable for damages arising from the use of, or inability to use, the materials on this website.',
      ...termsOfUse,
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      summary: 'These terms are governed by the laws of India.',
      ...termsOfUse,
    },
  ],
  otherTitle: 'Related documents',
  other: [
    { label: 'Refund & Cancellation', to: '/refund' },
    { label: 'Disclaimer', to: '/disclaimer' },
    { label: 'All policies', to: '/policies' },
  ],
};
