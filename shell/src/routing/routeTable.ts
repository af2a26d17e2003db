import type { RemotePageId } from '@site/shared/contracts';

/** The one router of the site: which remote page answers which path. Order matters only for readers; React Router ranks paths itself. */
export const routeTable: ReadonlyArray<{ path: string; page: RemotePageId }> = [
  { path: '/', page: 'mfe-marketing/HomePage' },
  { path: '/about', page: 'mfe-marketing/AboutPage' },
  { path: '/services', page: 'mfe-marketing/ServicesOverviewPage' },
  { path: '/privacy-policy', page: 'mfe-marketing/PrivacyPolicyPage' },
  { path: '/terms-of-use', page: 'mfe-marketing/TermsOfUsePage' },
  { path: '/disclaimer', page: 'mfe-marketing/DisclaimerPage' },
  { path: '/refund', page: 'mfe-marketing/RefundPage' },

  { path: '/blog', page: 'mfe-blog/BlogListPage' },
  { path: '/blog/:slug', page: 'mfe-blog/ArticlePage' },
  { path: '/resources', page: 'mfe-blog/ResourcesPage' },
  { path: '/policies', page: 'mfe-blog/PoliciesPage' },
  { path: '/policies/:item', page: 'mfe-blog/PoliciesPage' },
  { path: '/terms', page: 'mfe-blog/TermsPage' },
  { path: '/terms/:item', page: 'mfe-blog/TermsPage' },

  { path: '/faq', page: 'mfe-services/FaqPage' },
  // The resources hub links FAQ topics as /faq/{topic}.
  { path: '/faq/:item', page: 'mfe-services/FaqPage' },
  { path: '/services/:slug', page: 'mfe-services/ServicePage' },
  // The 15 service slugs and, for any other slug, the generic CMS service page ("Service not found" if none).
  { path: '/:slug', page: 'mfe-services/ServicePage' },

  { path: '/contact', page: 'mfe-forms/ContactPage' },
  { path: '/get-quote', page: 'mfe-forms/QuotePage' },
];

/** Old or mistyped paths the site keeps alive. The footer links to /refund-cancellation, as the spec says. */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [{ from: '/refund-cancellation', to: '/refund' }];

export const remoteOf = (page: RemotePageId) => page.split('/')[0] as import('@site/shared/contracts').RemoteName;
