// @ts-check
// Plain JavaScript so the Node gateway, the release tools, the tests and the TypeScript apps read the
// same list: the one route table of the site.

/**
 * The page modules each remote exposes (`./HomePage`, ...) and the paths each one answers, by remote
 * package name. The shell's router, the gateway's server composer, the sitemap, each remote's
 * standalone runner and the end-to-end tests all derive their routes from here.
 */
export const remotePages = /** @type {const} */ ({
  'mfe-marketing': {
    HomePage: ['/'],
    AboutPage: ['/about'],
    ServicesOverviewPage: ['/services'],
    PrivacyPolicyPage: ['/privacy-policy'],
    TermsOfUsePage: ['/terms-of-use'],
    DisclaimerPage: ['/disclaimer'],
    RefundPage: ['/refund'],
  },
  'mfe-blog': {
    BlogListPage: ['/blog'],
    ArticlePage: ['/blog/:slug'],
    ResourcesPage: ['/resources'],
    PoliciesPage: ['/policies', '/policies/:item'],
    TermsPage: ['/terms', '/terms/:item'],
  },
  'mfe-services': {
    // The resources hub links FAQ topics as /faq/{topic}.
    FaqPage: ['/faq', '/faq/:item'],
    // The 15 service slugs (canonical under /services/) and, for any other slug, the generic CMS
    // service page ("Service not found", HTTP 404, if there is none).
    ServicePage: ['/services/:slug', '/:slug'],
  },
  'mfe-forms': {
    ContactPage: ['/contact'],
    QuotePage: ['/get-quote'],
  },
  'mfe-chat': {},
});

/**
 * The query parameters a page reads, by page id. Nothing else in a URL changes a page's HTML, so the
 * server renders and caches by the path and these alone: a tracking tag or a cache-buster costs no render.
 */
export const pageSearchParams = /** @type {Readonly<Record<string, readonly string[]>>} */ ({
  'mfe-blog/BlogListPage': ['q', 'category'],
  'mfe-services/FaqPage': ['q'],
});

/** Non-page modules: the chat widget the shell renders on every page. */
export const remoteWidgets = /** @type {const} */ ({
  'mfe-chat': ['ChatWidget'],
});

/** Old or mistyped paths the site keeps alive, answered with a permanent redirect. The footer links to /refund-cancellation, as the spec says. */
export const redirects = /** @type {const} */ ([{ from: '/refund-cancellation', to: '/refund' }]);

/** @typedef {keyof typeof remotePages} RemoteName */

/** @type {RemoteName[]} */
export const remoteNames = /** @type {RemoteName[]} */ (Object.keys(remotePages));

/**
 * @typedef {object} Route
 * @property {string} path    a React Router path (`/blog/:slug`)
 * @property {RemoteName} remote
 * @property {string} page    the exposed page module (`ArticlePage`)
 * @property {string} id      the id the shell loads it with (`mfe-blog/ArticlePage`)
 */

/** Every path of the site with the page that answers it. React Router ranks paths itself, so order does not matter. */
export const routes = /** @type {Route[]} */ (
  remoteNames.flatMap((remote) =>
    Object.entries(remotePages[remote]).flatMap(([page, paths]) =>
      /** @type {readonly string[]} */ (paths).map((path) => ({ path, remote, page, id: `${remote}/${page}` })),
    ),
  )
);

/**
 * The page names a remote exposes.
 * @param {RemoteName} remote
 * @returns {string[]}
 */
export const pagesOf = (remote) => Object.keys(remotePages[remote]);

/**
 * Every expose a remote must publish, e.g. `./HomePage`.
 * @param {RemoteName} remote
 * @returns {string[]}
 */
export function exposesOf(remote) {
  /** @type {Record<string, readonly string[]>} */
  const widgets = remoteWidgets;
  return [...pagesOf(remote), ...(widgets[remote] ?? [])].map((name) => `./${name}`);
}

/**
 * MF container names are JavaScript identifiers; the site refers to remotes by package name.
 * @param {string} remote
 */
export const containerName = (remote) => remote.replace(/-/g, '_');

/**
 * A remote can join the page only if it was built against the same major of a shared singleton
 * (React above all) as the shell provides.
 * @param {string | undefined} hostVersion
 * @param {string | undefined} remoteVersion
 */
export function isCompatibleVersion(hostVersion, remoteVersion) {
  const major = (/** @type {string | undefined} */ v) => v?.replace(/^[^\d]*/, '').split('.')[0];
  return Boolean(hostVersion && remoteVersion && major(hostVersion) === major(remoteVersion));
}

/**
 * A published document as a content webhook names it: Sanity's `{_type, _id, slug}` projection
 * (`previousSlug` when its slug changed, so the page under the old address goes too).
 * @typedef {{ _id: string, _type: string, slug?: { current?: string } | null, previousSlug?: { current?: string } | null }} ChangedDocument
 */

/**
 * What a change shows on, beside the routes above: `paths` (exact paths; `/x/*` for every path
 * under `/x/`; with or without a query string), and for an article `relatedBy`, a GROQ query the
 * gateway runs to find the articles whose "Related articles" list it (the same category's three
 * latest but themselves: the rule of `relatedPostsQuery`). A site-wide singleton
 * (`SITE_WIDE_TYPES`) shows everywhere: every page goes. A type in neither list shows nowhere.
 * @typedef {{ paths: (doc: ChangedDocument) => string[], relatedBy?: { query: string, paths: (rows: { _id: string, slug: string | null }[], doc: ChangedDocument) => string[] } }} ContentPaths
 */

/** @param {ChangedDocument} doc */
const slugsOf = (doc) => [doc.slug?.current, doc.previousSlug?.current].filter((slug) => typeof slug === 'string' && slug !== '');

/** Articles a page lists as related: the three latest of its category but itself. */
const RELATED_COUNT = 3;

/** @type {Readonly<Record<RemoteName, Readonly<Record<string, ContentPaths>>>>} */
export const contentRevalidation = {
  'mfe-marketing': {
    heroSection: { paths: () => ['/'] },
    methodologySection: { paths: () => ['/'] },
    servicesSection: { paths: () => ['/', '/services'] },
    testimonial: { paths: () => ['/'] },
    whyChooseUs: { paths: () => ['/', '/about'] },
    ctaSection: { paths: () => ['/', '/about'] },
    whoWeAreSection: { paths: () => ['/about'] },
    ourApproachSection: { paths: () => ['/about'] },
    visionMissionSection: { paths: () => ['/about'] },
    journeyTimelineSection: { paths: () => ['/about'] },
    experienceBranchesSection: { paths: () => ['/about'] },
    coreTeamSection: { paths: () => ['/about'] },
    partnersClientsSection: { paths: () => ['/about'] },
  },
  'mfe-blog': {
    blogPost: {
      paths: (doc) => [...slugsOf(doc).map((slug) => `/blog/${slug}`), '/blog', '/resources', '/sitemap.xml'],
      relatedBy: {
        // Every visible article of the changed one's category, latest first.
        query: `*[_type == "blogPost" && isPublished == true && !(_id in path("drafts.**")) && category in *[_id == $id].category] | order(publishedAt desc){ _id, "slug": slug.current }`,
        // Not among them (unpublished or deleted): any article may have listed it.
        paths: (rows, doc) =>
          !rows.some((row) => row._id === doc._id)
            ? ['/blog/*']
            : rows
            .filter((row) => row._id !== doc._id && row.slug && rows.filter((other) => other._id !== row._id).slice(0, RELATED_COUNT).some((other) => other._id === doc._id))
            .map((row) => `/blog/${row.slug}`),
      },
    },
  },
  'mfe-services': {
    servicePage: { paths: (doc) => [...slugsOf(doc).flatMap((slug) => [`/services/${slug}`, `/${slug}`]), '/sitemap.xml'] },
    faq: { paths: () => ['/faq', '/faq/*'] },
  },
  'mfe-forms': {},
  'mfe-chat': {},
};

/** The content types every page shows (the navigation, the settings, the contact details): a change purges every page. */
export const SITE_WIDE_TYPES = /** @type {readonly string[]} */ (['siteSettings', 'navigationMenu', 'contactInfo']);

/**
 * The remote's entry for a document type, or undefined when no remote lists it.
 * @param {string} type
 * @returns {ContentPaths | undefined}
 */
export function contentPathsOf(type) {
  for (const remote of remoteNames) {
    const entry = /** @type {Record<string, ContentPaths>} */ (contentRevalidation[remote])[type];
    if (entry) return entry;
  }
  return undefined;
}
