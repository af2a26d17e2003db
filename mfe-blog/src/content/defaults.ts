import { headingId, type BlogPost, type PortableTextBlocks } from '@site/shared/content';
import complianceRoadmap from '../assets/fallback-compliance-roadmap.svg';
import auditReadiness from '../assets/fallback-audit-readiness.svg';
import privacyDpdp from '../assets/fallback-privacy-dpdp.svg';
import securityZeroTrust from '../assets/fallback-security-zero-trust.svg';
import securityIso27001 from '../assets/fallback-security-iso27001.svg';
import automationEvidence from '../assets/fallback-automation-evidence.svg';
import defaultPostImage from '../assets/default-post.svg';

/** The stock picture of a post that has no featured image. */
export const defaultPostImageUrl: string = defaultPostImage;
export const defaultPostImageAlt = 'Rising bar chart over a teal and indigo grid, the ComplianceCore blog illustration';

/** Every card and article image has this intrinsic size, so nothing shifts while it loads. */
export const postImageSize = { width: 1200, height: 630 } as const;

export const blogListCopy = {
  title: 'Insights & Articles',
  subtitle:
    'Practical guidance on compliance, privacy, security and process automation from consultants who run appraisals, audits and improvement programmes every week.',
  metaTitle: 'Blog',
  metaDescription:
    'Articles on CMMI, ISO 27001, data privacy, zero trust security and compliance automation from the consultants of ComplianceCore Consulting.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or summary...',
  categoryLabel: 'Category',
  allCategories: 'All',
  empty: 'No articles found matching your search criteria.',
  clearFilters: 'Clear Filters',
  readMore: 'Read More',
};

export const articleCopy = {
  notFoundTitle: 'Article Not Found',
  notFoundText: "The article you're looking for doesn't exist or has been moved.",
  backToBlog: 'Back to Blog',
  tocTitle: 'Table of Contents',
  shareTitle: 'Share this article',
  copyLink: 'Copy link',
  copied: 'Copied!',
  copyFailed: 'Could not copy; copy the address from the address bar.',
  aboutAuthor: 'About the Author',
  relatedTitle: 'Related Articles',
  defaultAuthor: 'ComplianceCore Editorial Team',
};

/** The spec's fixed author blurb. */
export const authorBlurb = (author: string) =>
  `${author} is an experienced security professional with expertise in information security, compliance frameworks and cybersecurity best practices.`;

export const newsletterCopy = {
  list: {
    title: 'Subscribe Now',
    text: 'Get our newest articles, regulatory updates and audit checklists in your inbox once a month. No spam; unsubscribe any time.',
  },
  article: {
    title: 'Subscribe to our Newsletter',
    text: 'Stay ahead of audits and regulation changes: one concise e-mail a month with new articles and practical checklists.',
  },
  hub: {
    title: 'Stay Updated',
    text: 'Subscribe to receive new articles, policy updates and compliance checklists from our consultants.',
  },
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  button: 'Subscribe',
  sending: 'Subscribing...',
  invalid: 'Please enter a valid e-mail address.',
  success: 'Thank you for subscribing! Watch your inbox for our next update.',
  failure: "Sorry, we couldn't complete your subscription. Please check the address and try again.",
};

// ---------------------------------------------------------------------------------------------
// Built-in posts: shown only when the content service has none, so the list never looks broken.
// ---------------------------------------------------------------------------------------------

let key = 0;
const nextKey = () => `fb${(key += 1)}`;
const paragraph = (text: string) => ({
  _type: 'block' as const,
  _key: nextKey(),
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span' as const, _key: nextKey(), text }],
});
const heading2 = (text: string) => ({ ...paragraph(text), style: 'h2' });

/** A short body: an intro, then one h2 and paragraph per section. */
function body(intro: string, sections: Array<[string, string]>): PortableTextBlocks {
  return [paragraph(intro), ...sections.flatMap(([title, text]) => [heading2(title), paragraph(text)])];
}

function fallbackPost(post: Omit<BlogPost, 'slug' | 'isPublished'> & { title: string; image: string; alt: string }): BlogPost {
  const { image, alt, ...rest } = post;
  return { ...rest, slug: headingId(post.title), isPublished: true, featuredImage: { alt, asset: { url: image } } };
}

export const fallbackPosts: BlogPost[] = [
  fallbackPost({
    _id: 'fallback-cmmi-roadmap',
    title: 'A Practical CMMI Level 3 Roadmap for Growing Delivery Teams',
    excerpt:
      'How mid-sized software and service teams move from ad hoc delivery to defined, measurable processes without drowning in paperwork.',
    author: 'Srinivas Reddy',
    publishedAt: '2025-03-18T09:00:00Z',
    category: 'Compliance',
    readTime: '7 min read',
    image: complianceRoadmap,
    alt: 'Staircase of five CMMI maturity levels with the top level highlighted',
    content: body('Most teams that ask us about CMMI Level 3 already do good work; what they lack is a shared, written way of doing it.', [
      ['Start with a gap assessment', 'Map current practice against the model before writing a single procedure, so effort goes where the gaps are.'],
      ['Define only what you will use', 'Lean process assets that teams actually follow beat thick manuals that nobody opens.'],
      ['Prove it before the appraisal', 'Pilot the processes on live projects and collect evidence as you go, so the appraisal confirms what already happens.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-iso9001-audit',
    title: 'Preparing for Your First ISO 9001 Surveillance Audit',
    excerpt: 'What auditors look for one year after certification, and a four-week plan to walk into the surveillance audit with confidence.',
    author: 'Ananya Rao',
    publishedAt: '2025-02-26T09:00:00Z',
    category: 'Compliance',
    readTime: '6 min read',
    image: auditReadiness,
    alt: 'Checklist document under a magnifying glass',
    content: body('Certification is the start, not the finish: surveillance audits check that the system still runs.', [
      ['Review corrective actions', 'Close every nonconformity from the certification audit and keep the evidence of effectiveness.'],
      ['Run an internal audit', 'An honest internal audit and management review are the first records an auditor asks for.'],
      ['Brief the people who will be interviewed', 'Staff should know the quality policy and how their work links to it, in their own words.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-dpdp-act',
    title: 'What the DPDP Act Means for Your Data Processes',
    excerpt:
      "India's Digital Personal Data Protection Act changes how consent, retention and breach reporting work. Here is where to start.",
    author: 'Vikram Menon',
    publishedAt: '2025-02-04T09:00:00Z',
    category: 'Privacy',
    readTime: '8 min read',
    image: privacyDpdp,
    alt: 'Padlock over scattered data records, representing personal data protection',
    content: body('The Act applies to any organisation processing digital personal data of people in India.', [
      ['Know what you hold', 'A data inventory of personal data, purposes and retention periods is the foundation of every other duty.'],
      ['Rework consent', 'Consent must be free, specific, informed and as easy to withdraw as it was to give.'],
      ['Prepare for breaches', 'Define who decides, who notifies and how fast, before an incident forces the question.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-zero-trust',
    title: 'Zero Trust Without the Hype: A Practical Starting Point',
    excerpt: 'Zero trust is a direction, not a product. Three steps that reduce real risk in the first quarter without replacing your network.',
    author: 'Michael Torres',
    publishedAt: '2025-01-15T09:00:00Z',
    category: 'Security',
    readTime: '6 min read',
    image: securityZeroTrust,
    alt: 'Network graph with a few highlighted nodes under closer inspection',
    content: body('Attackers who get one foothold should not get everything; that is the whole idea.', [
      ['Strong identity first', 'Phishing-resistant multi-factor authentication for every privileged and remote account.'],
      ['Segment what matters', 'Separate crown-jewel systems so a compromised laptop cannot reach them directly.'],
      ['Verify continuously', 'Log access decisions centrally and review the unusual ones every week.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-iso27001-controls',
    title: 'ISO 27001 Controls Auditors Check First',
    excerpt: 'Access reviews, supplier security and incident records: the Annex A controls where certification audits most often find gaps.',
    author: 'Ananya Rao',
    publishedAt: '2024-12-10T09:00:00Z',
    category: 'Security',
    readTime: '7 min read',
    image: securityIso27001,
    alt: 'Teal shield with a check mark surrounded by circuit traces',
    content: body('Auditors sample where failures are common; prepare those areas first.', [
      ['Access reviews', 'Show periodic reviews of who can access what, with leavers removed on time.'],
      ['Supplier security', 'Keep security clauses and assessments for every supplier that touches your data.'],
      ['Incident records', 'Even minor incidents need a record, a root cause and a closed action.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-evidence-automation',
    title: 'Automating Compliance Evidence Collection',
    excerpt:
      'Screenshots and spreadsheets do not scale. How to pull audit evidence straight from your tools and keep it ready all year.',
    author: 'Srinivas Reddy',
    publishedAt: '2024-11-20T09:00:00Z',
    category: 'Automation',
    readTime: '5 min read',
    image: automationEvidence,
    alt: 'Automated workflow of connected process steps ending in a completed stage',
    content: body('Evidence gathered the week before an audit is expensive and incomplete.', [
      ['List the evidence once', 'Map each control to the system that proves it and the record it produces.'],
      ['Collect on a schedule', 'Export configurations, tickets and logs automatically into one dated repository.'],
      ['Review exceptions, not everything', 'Let people spend their time on the gaps the automation flags.'],
    ]),
  }),
];

// ---------------------------------------------------------------------------------------------
// Resources hub
// ---------------------------------------------------------------------------------------------

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
    // Replaced by the four newest published posts when the content service has them (ResourcesPage).
    // The built-in posts' slugs are their hyphenated titles, so these links open an article when it has none.
    items: fallbackPosts.slice(0, 4).map((post) => post.title ?? ''),
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

// ---------------------------------------------------------------------------------------------
// Policies and terms indexes: they lead to the legal pages the marketing remote owns.
// ---------------------------------------------------------------------------------------------

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
