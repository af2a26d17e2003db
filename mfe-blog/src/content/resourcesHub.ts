// The resources hub: its copy and the sections it links to.

export interface ResourceSection {
  title: string;
  description: string;
  /** The section path; item links are this path plus the hyphenated item title, unless an item has its own. */
  path: string;
  items: Array<string | { title: string; path: string }>;
}

export const resourcesCopy = {
  title: 'Resources',
  subtitle:
    'Articles, answers and the documents that govern how we work with you: everything in one place, written by the people who deliver our engagements.',
  metaTitle: 'Resources',
  metaDescription:
    'Blog articles, frequently asked questions, policies and terms of ComplianceCore Consulting, the IT management and process compliance consultancy.',
  viewAll: 'View All',
};

export const resourceSections: ResourceSection[] = [
  {
    title: 'Blog',
    description: 'Insights on CMMI, ISO standards, privacy, security and automation.',
    path: '/blog',
    // The four newest published posts, else the first four built-in ones (ResourcesPage: `hubSections`).
    items: [],
  },
  {
    title: 'FAQs',
    description: 'Straight answers about our services, pricing, process and support.',
    path: '/faq',
    items: ['Services', 'Pricing', 'Process', 'Support'],
  },
  {
    title: 'Policies',
    description: 'How we handle your information, refunds and the limits of our advice.',
    path: '/policies',
    items: ['Privacy Policy', 'Data Security', 'Refund & Cancellation', 'Disclaimer'],
  },
  {
    title: 'Terms & Conditions',
    description: 'The terms that apply when you use this website and our materials.',
    path: '/terms',
    items: ['Acceptance of Terms', 'Use License', 'Limitations', 'Governing Law'],
  },
];
