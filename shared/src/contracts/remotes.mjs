// @ts-check
// Plain JavaScript so the Node release tools and the TypeScript apps read the same list.

/** The page modules each remote exposes (`./HomePage`, ...), by remote package name. */
export const remotePages = /** @type {const} */ ({
  'mfe-marketing': ['HomePage', 'AboutPage', 'ServicesOverviewPage', 'PrivacyPolicyPage', 'TermsOfUsePage', 'DisclaimerPage', 'RefundPage'],
  'mfe-blog': ['BlogListPage', 'ArticlePage', 'ResourcesPage', 'PoliciesPage', 'TermsPage'],
  'mfe-services': ['ServicePage', 'FaqPage'],
  'mfe-forms': ['ContactPage', 'QuotePage'],
  'mfe-chat': [],
});

/** Non-page modules: the chat widget the shell renders on every page. */
export const remoteWidgets = /** @type {const} */ ({
  'mfe-chat': ['ChatWidget'],
});

/** @typedef {keyof typeof remotePages} RemoteName */

/** @type {RemoteName[]} */
export const remoteNames = /** @type {RemoteName[]} */ (Object.keys(remotePages));

/**
 * Every expose a remote must publish, e.g. `./HomePage`.
 * @param {RemoteName} remote
 * @returns {string[]}
 */
export function exposesOf(remote) {
  /** @type {Record<string, readonly string[]>} */
  const widgets = remoteWidgets;
  return [...remotePages[remote], ...(widgets[remote] ?? [])].map((name) => `./${name}`);
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
