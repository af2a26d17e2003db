// @ts-check
import { createHash } from 'node:crypto';

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The bodies of the inline scripts that run. Data blocks (`type="application/json"`,
 * `application/ld+json`) are not executed, so CSP does not apply to them.
 * @param {string} html
 * @returns {string[]}
 */
function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/**
 * `'sha256-…'` sources for every inline script of a trusted document: the shell's built
 * index.html, whose only one is the theme script.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return inlineScripts(html).map(sha256);
}

/**
 * React's streaming renderer writes small inline scripts into a page that leaves a boundary for
 * the browser: its runtime (fixed text per React version: `$RB=[];$RV=function(…`, `$RC=function(…`)
 * and calls such as `$RC("B:0","S:0")`. Only scripts of that shape are hashed, per page, so a
 * script that got into the HTML any other way stays blocked.
 * @param {string} html a composed page
 * @returns {string[]}
 */
export function reactRuntimeHashes(html) {
  const hashes = new Set();
  for (const script of inlineScripts(html)) {
    if (REACT_RUNTIME.test(script) || REACT_CALLS.test(script)) hashes.add(sha256(script));
  }
  return [...hashes];
}

const REACT_RUNTIME = /^(?:\$R[A-Z]{1,2}=(?:\[\];\$R[A-Z]{1,2}=)?function\(|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$)/;
const REACT_CALLS = /^(?:\$R[A-Z]{1,2}\("[\w:.-]*"(?:,"[\w:.-]*")*\);?)+$/;

/**
 * The origin of an absolute http(s) URL, or nothing for a path on the site's own origin.
 * @param {unknown} url
 */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Images the site's code loads from elsewhere: the blog's author avatars (mfe-blog's `author.ts`). */
export const BUILT_IN_IMAGE_SOURCES = ['https://ui-avatars.com'];

/** The map on the contact page (shared's built-in contact info embeds Google Maps). */
export const DEFAULT_FRAME_SOURCES = ['https://www.google.com'];

/**
 * The Content-Security-Policy of the site's pages, from the runtime configuration the browser will
 * use: where content, images, the relay and the chat API live.
 * @param {{
 *   siteConfig: { content?: { projectId?: string; apiHost?: string }; relay?: { url?: string }; chat?: { apiUrl?: string }; [key: string]: unknown };
 *   scriptHashes: string[];
 *   frameSources?: string[];
 *   devOrigin?: string;
 * }} options
 *   `devOrigin`: a dev server this one answer may load scripts, styles, fonts and images from, and
 *   talk to (its hot-update socket): a dev override's (`delivery/devOverride.mjs`), never anyone else's
 */
export function contentSecurityPolicy({ siteConfig, scriptHashes, frameSources = DEFAULT_FRAME_SOURCES, devOrigin }) {
  const content = siteConfig.content ?? {};
  /** @type {Set<string>} */
  const connect = new Set(["'self'"]);
  /** @type {Set<string>} */
  const img = new Set(["'self'", 'data:', ...BUILT_IN_IMAGE_SOURCES]);

  const apiHost = originOf(content.apiHost);
  if (apiHost) {
    // The local content service (or a custom Sanity API host) serves both queries and images.
    connect.add(apiHost);
    img.add(apiHost);
  }
  if (content.projectId && content.projectId !== 'local' && /^[a-z0-9-]+$/i.test(content.projectId)) {
    // A real Sanity project: @sanity/client reads from its API and CDN hosts, images come from Sanity's image CDN.
    connect.add(`https://${content.projectId}.api.sanity.io`);
    connect.add(`https://${content.projectId}.apicdn.sanity.io`);
    img.add('https://cdn.sanity.io');
  }
  for (const url of [siteConfig.relay?.url, siteConfig.chat?.apiUrl]) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }

  const dev = originOf(devOrigin);
  /** @type {string[]} */
  const devSources = dev ? [dev] : [];
  if (dev) {
    img.add(dev);
    connect.add(dev);
    connect.add(dev.replace(/^http/, 'ws'));
  }

  return [
    "default-src 'self'",
    `script-src ${["'self'", ...devSources, ...scriptHashes].join(' ')}`,
    // Mantine's server render writes `style=` attributes and `<style>` tags (CSS variables, the
    // colour scheme), and React sets inline styles while hydrating: without 'unsafe-inline' for
    // styles the page would lose its layout. Styles cannot run code, so scripts stay strict.
    `style-src ${["'self'", ...devSources, "'unsafe-inline'"].join(' ')}`,
    `img-src ${[...img].join(' ')}`,
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frameSources.length > 0 ? frameSources.join(' ') : "'none'"}`,
    `font-src ${["'self'", ...devSources, 'data:'].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
