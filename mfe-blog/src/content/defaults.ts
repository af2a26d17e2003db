// The blog remote's built-in UI copy: labels, messages and the stock post picture. Built-in posts,
// the resources hub and the legal indexes have files of their own beside this one.
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
  /** The filter form's submit button, shown only with JavaScript off. */
  applyFilters: 'Apply',
  /** The spec's words while the posts load on client navigation. */
  loading: 'Loading blog posts...',
  empty: 'No articles found matching your search criteria.',
  clearFilters: 'Clear Filters',
  readMore: 'Read More',
};

export const articleCopy = {
  /** The spec's words, beside a spinner, while the article loads on client navigation. */
  loading: 'Loading article...',
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
