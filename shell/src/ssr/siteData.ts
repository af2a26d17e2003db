import type { SiteConfig } from '@site/shared/config';
import { jsonForScript } from '@site/shared/seo';
import type { DehydratedState } from '@site/shared/content';

/** The versions one browser previews through a preview link (remote -> version), and whether it sees the content's drafts. */
export interface PreviewInfo {
  remotes: Record<string, string>;
  drafts?: boolean;
  /** A dev override: this remote comes from a developer's dev server (its manifest URL), in this browser only. */
  dev?: { remote: string; url: string };
}

/**
 * What the server hands the browser inside the HTML, so the page hydrates without asking again: the
 * runtime configuration, the live remotes (and the routed one's manifest) and the content the page
 * was rendered with.
 */
export interface SiteData {
  siteConfig: SiteConfig;
  /** remote name -> manifest URL of its live version, as in `/remotes.json` (without the history). */
  remotes: Record<string, string>;
  /** manifest URL -> manifest, for the routed remote: its code starts without asking for it. */
  manifests: Record<string, unknown>;
  content: DehydratedState;
  /** For each remote with a canary, which side this visitor is on (field reports are tagged with it). */
  buckets?: CanaryBuckets;
  /** Present only in a preview: the banner names these versions. */
  preview?: PreviewInfo;
  /** The gateway streams content changes: once hydrated the page follows them from `after`, the last one it was rendered after (`live/`). */
  live?: LiveFollow;
}

/** Where a page's tab follows the content's changes from: the id of the last change its render saw. */
export interface LiveFollow {
  after: string;
}

/** remote -> the side of its canary this visitor is on; remotes without a canary are absent. */
export type CanaryBuckets = Record<string, 'stable' | 'candidate'>;

const SITE_DATA_ID = 'site-data';

/** The data as an inert script element (JSON, never run). */
export const siteDataScript = (data: SiteData) =>
  `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`;

export function readSiteData(): SiteData | undefined {
  const text = document.getElementById(SITE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteData) : undefined;
}

const SITE_DATA_IN_HTML = new RegExp(`<script type="application/json" id="${SITE_DATA_ID}">([\\s\\S]*?)</script>`);

/**
 * The data inside another page's HTML (a prefetch of that page), or undefined when it has none (a
 * page the server could not render, `npm run dev`) or it cannot be read. `jsonForScript` escapes
 * every `<` inside the JSON, so the first `</script>` closes it.
 */
export function siteDataFromHtml(html: string): SiteData | undefined {
  const text = SITE_DATA_IN_HTML.exec(html)?.[1];
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteData;
  } catch {
    return undefined;
  }
}
