import type { ComponentType } from 'react';
import { remotePages, remoteWidgets, type RemoteName } from './remotes.mjs';

/**
 * The contract between the shell and the remotes: every module a remote exposes, by the id the shell
 * loads it with. Remotes type their exposed files against these; the shell loads against them, and
 * `tsc` checks both sides.
 */

/** A routed page. It reads its route params from the shell's router (`useParams`). */
export type RemotePage = ComponentType;

/** The floating chat widget, rendered once by the shell outside the routed area. */
export type RemoteWidget = ComponentType;

export interface RemoteModule<C = ComponentType> {
  default: C;
}

export type RemotePageId = {
  [R in RemoteName]: `${R}/${keyof (typeof remotePages)[R] & string}`;
}[RemoteName];

export type RemoteWidgetId = {
  [R in keyof typeof remoteWidgets]: `${R}/${(typeof remoteWidgets)[R][number]}`;
}[keyof typeof remoteWidgets];

export type { RemoteName };
/** The page components of one remote, by exposed name: what its server renderer and standalone runner provide. */
export type RemotePages<R extends RemoteName> = Record<keyof (typeof remotePages)[R], RemotePage>;

export type { Route } from './remotes.mjs';
export { remotePages, remoteWidgets, remoteNames, routes, redirects, pageSearchParams, pagesOf, exposesOf, containerName, isCompatibleVersion } from './remotes.mjs';

/** A path the sitemap lists, with the date its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * A remote's server renderer (`dist/server/index.js`, published in the same versioned folder as its
 * browser build). The gateway renders its pages inside the shell's chrome.
 */
export interface RemoteServerModule {
  pages: Partial<Record<string, RemotePage>>;
  /** Paths of content-driven routes (articles, CMS service pages) for the sitemap. */
  sitemap?: () => Promise<SitemapEntry[]>;
  /**
   * The values a page's query parameters can take that change the page (the blog's categories), by
   * parameter name. The gateway drops any other value with a redirect before it renders or caches.
   */
  searchParamValues?: () => Promise<Partial<Record<string, string[]>>>;
}

export type * from './serviceDefaults';

export { REMOTE_UPDATED_EVENT } from './remoteUpdated.mjs';
