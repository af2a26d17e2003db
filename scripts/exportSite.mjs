// @ts-check
// `npm run export`'s work: a static copy of the whole site for a bucket behind a CDN, with no Node
// process to serve it. Every page the sitemap lists is composed as the gateway composes it and
// written as `<path>/index.html`, beside the shell's files, each remote's live versioned folder, the
// pointer, the runtime configuration, robots.txt, sitemap.xml and a 404 page. The command is
// scripts/export.mjs, which picks React's production build before this file loads React.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { redirects, remoteNames, routes } from '@site/shared/remotes';
import { needsBuild } from './buildApps.mjs';
import { defaultDataDir, defaultStoreDir, distDir, repoRoot } from './paths.mjs';
import { composePage, createComposer, createPageContext, isPublicShellFile, isPublicStoreFile, openStore, readPointer, resolvePageRequest, robotsTxt, sitemapXml, staticPaths, STORE_URL_PREFIX } from '@site/gateway';
import { startLocalServices } from './local/localServices.mjs';

/** Where a full export goes unless `--out` says otherwise (git-ignored). */
export const defaultOutDir = path.join(repoRoot, 'export');

/** A path no route answers: its composed page is the bucket's 404 document. */
export const NOT_FOUND_PATH = '/__not_found__/x';

/** Nobody waits for an export: give every page the time to render completely on the server. */
const EXPORT_RENDER_BUDGET_MS = 10_000;

const usage = `usage: npm run export -- [--out <dir>] [--only <remote>]
  --out <dir>       where to write the site (default: export/)
  --only <remote>   only the HTML of that remote's routes, remotes.json and its live folder
                    (one of ${remoteNames.join(', ')})`;

/**
 * @param {string[]} argv the arguments after the script
 * @returns {{ outDir: string, only?: import('@site/shared/remotes').RemoteName, help?: boolean }}
 */
export function parseExportArgs(argv) {
  /** @type {{ outDir: string, only?: any, help?: boolean }} */
  const options = { outDir: defaultOutDir };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--out') options.outDir = path.resolve(value());
    else if (flag === '--only') {
      const remote = value();
      if (!(/** @type {string[]} */ (remoteNames)).includes(remote)) throw new Error(`--only: unknown remote "${remote}" (one of ${remoteNames.join(', ')})`);
      options.only = remote;
    } else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return options;
}

/**
 * The file a page path is written to: `/` -> `index.html`, `/blog/x` -> `blog/x/index.html`.
 * Refuses anything that could leave the export folder or is not a plain page path.
 * @param {string} pathname
 */
export function htmlFileFor(pathname) {
  if (!pathname.startsWith('/') || /[\\?#\0]/.test(pathname)) throw new Error(`not a page path: ${JSON.stringify(pathname)}`);
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) throw new Error(`not a page path: ${JSON.stringify(pathname)}`);
  return [...segments, 'index.html'].join('/');
}

const matchable = routes.map((route, index) => ({ path: route.path, id: String(index) }));

/**
 * The route that answers a concrete path, ranked as the browser's router ranks it (`/about` beats
 * `/:slug`); undefined for a path no route answers.
 * @param {string} pathname
 * @returns {import('@site/shared/remotes').Route | undefined}
 */
export function routeFor(pathname) {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  return last ? routes[Number(last.route.id)] : undefined;
}

/**
 * The site answers every service page at `/services/{slug}` and at the short `/{slug}`: whichever of
 * the two a sitemap lists, the other one, unless another route owns the short path (a service page
 * called `about` stays at `/services/about` only).
 * @param {string[]} paths
 */
export function serviceAliasPaths(paths) {
  const shortRoute = routes.find((route) => route.path === '/:slug');
  const longRoute = routes.find((route) => route.path === '/services/:slug');
  return paths.flatMap((p) => {
    const long = /^\/services\/([^/]+)$/.exec(p);
    if (long) return routeFor(`/${long[1]}`) === shortRoute ? [`/${long[1]}`] : [];
    return routeFor(p) === shortRoute && routeFor(`/services${p}`) === longRoute ? [`/services${p}`] : [];
  });
}

/**
 * Every page of the export: the route table's static pages, what the live remotes list, and the
 * other path of each service page, without duplicates, in that order.
 * @param {string[]} dynamic paths from the remotes' sitemaps
 */
export function pagePaths(dynamic) {
  const listed = [...staticPaths(), ...dynamic];
  return [...new Set([...listed, ...serviceAliasPaths(listed)])];
}

/**
 * The versioned folder of a remote's live version inside the store (`mfe-blog/1.4.0+3f2a9c1`).
 * @param {string | undefined} manifestUrl from the pointer
 */
export function liveFolder(manifestUrl) {
  if (!manifestUrl?.startsWith(`${STORE_URL_PREFIX}/`)) return undefined;
  const folder = path.posix.dirname(manifestUrl.slice(STORE_URL_PREFIX.length + 1));
  return folder.split('/').some((segment) => segment === '..' || segment === '') ? undefined : folder;
}

/**
 * A static stand-in for the gateway's 308: the old path sends the visitor (and crawlers) on.
 * @param {string} to @param {string} siteUrl
 */
export function redirectHtml(to, siteUrl) {
  const href = new URL(to, siteUrl).href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p>This page moved to <a href="${href}">${href}</a>.</p></body>
</html>
`;
}

/** Whether a remote answers routes with parameters, whose pages only its sitemap can list. @param {string} remote */
const listsPages = (remote) => routes.some((route) => route.remote === remote && route.path.includes(':'));

/**
 * The files of the shell's build a bucket gets: exactly those the gateway serves from the site's
 * root (`publicFiles.mjs`; no server renderer, stats, dot files or source maps, nor their brotli or
 * gzip copies), less its empty `index.html`, whose place the composed home page takes.
 * @param {string} relative a path inside the shell's build
 */
export const exportedShellFile = (relative) => relative !== 'index.html' && isPublicShellFile(relative);

/**
 * The files of a remote's live folder a bucket gets: exactly those the gateway serves under `/remotes/`.
 * @param {string} folder the versioned folder in the store, `mfe-blog/1.4.0+3f2a9c1`
 * @returns {(relative: string) => boolean}
 */
export const exportedStoreFile = (folder) => (relative) => isPublicStoreFile(`${folder}/${relative}`);

/**
 * Writes the site (or one remote's part of it) into `outDir`.
 * `contentToken`: the read token the renders' content queries send (their own query budget).
 * `pointer`: the live versions to export (the release state's: `openStore`); the files' by default.
 * @param {{ shellDir: string, storeDir: string, pointer?: import('@site/gateway').Pointer, siteConfig: { siteUrl: string, [key: string]: unknown }, outDir: string, only?: string, contentToken?: string }} options
 */
export async function exportSite({ shellDir, storeDir, pointer = readPointer(storeDir), siteConfig, outDir, only, contentToken }) {
  /** @type {string[]} */
  const warnings = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const pages = [];
  let files = 0;
  let bytes = 0;

  if (!existsSync(path.join(shellDir, 'server', 'index.js'))) {
    throw new Error(`no shell server renderer in ${shellDir}: build the site first (npm run build, or npm start once)`);
  }
  prepareOutDir(outDir, Boolean(only));

  /** @param {string} relative @param {string | Buffer} content */
  const write = (relative, content) => {
    const file = path.join(outDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    files += 1;
    bytes += Buffer.byteLength(content);
  };

  /**
   * Copies the files of a folder that `served` allows (a folder it refuses is not entered).
   * @param {string} from @param {string} to @param {(relative: string) => boolean} served
   */
  const copyTree = (from, to, served) => {
    /** @param {string} dir */
    const walk = (dir) => {
      for (const name of readdirSync(dir).sort()) {
        const file = path.join(dir, name);
        const relative = path.relative(from, file).split(path.sep).join('/');
        if (!served(relative)) continue;
        if (statSync(file).isDirectory()) walk(file);
        else {
          const target = path.join(outDir, to, relative);
          mkdirSync(path.dirname(target), { recursive: true });
          copyFileSync(file, target);
          files += 1;
          bytes += statSync(file).size;
        }
      }
    };
    walk(from);
  };

  let warmingUp = true;
  /** @param {string} line */
  const log = (line) => {
    if (warmingUp) return;
    // A remote with content-driven routes whose list fails would silently drop pages: an error.
    const remote = /^\[sitemap\] ([^:]+):/.exec(line)?.[1];
    // A widget-only remote (mfe-chat) has no server renderer and no pages to list.
    if (remote && !routes.some((route) => route.remote === remote) && line.includes('no server renderer')) return;
    (remote && listsPages(remote) ? errors : warnings).push(line);
  };
  const composer = createComposer({ shellDir, storeDir, pointer: () => pointer, siteConfig, contentToken, budgetMs: EXPORT_RENDER_BUDGET_MS, log });

  const { remotes } = pointer;
  // Every page as everyone gets it: the live versions, no client allowance, nothing packed for a gateway.
  const versions = { remotes, personal: false };
  const pageContext = createPageContext({ composer, log });
  for (const remote of remoteNames) {
    if (!remotes[remote]) warnings.push(`${remote} has no live version in ${storeDir}: its routes are left for the browser's fallback`);
  }

  // Loading the server renderers blocks for a while, and a content request that started meanwhile
  // (the local content service runs in this process) may time out: load them once, then ask for real.
  await composer.remoteSitemaps();
  warmingUp = false;
  const listed = await composer.remoteSitemaps();
  const wanted = pagePaths(listed.map((entry) => entry.path)).filter((p) => !only || routeFor(p)?.remote === only);

  /**
   * One composed page. A content request that failed while it rendered left built-in copy in it:
   * an error, since that copy would be frozen into the bucket.
   * @param {string} pathname
   */
  const compose = async (pathname) => {
    /** @type {string[]} */
    const contentFailures = [];
    const { warn } = console;
    console.warn = (...args) => {
      if (String(args[0]).startsWith('[content]')) contentFailures.push(args.map(String).join(' '));
      else warn(...args);
    };
    try {
      const page = await composePage(pageContext, await resolvePageRequest(pathname, versions, composer));
      for (const failure of new Set(contentFailures)) errors.push(`${pathname}: ${failure}`);
      return page;
    } finally {
      console.warn = warn;
    }
  };

  // One page at a time: rendering is CPU work in this process, and so is answering content requests.
  for (const pathname of wanted) {
    let file;
    try {
      file = htmlFileFor(pathname);
    } catch (error) {
      errors.push(`${pathname}: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const page = await compose(pathname);
    if (page.location || page.html === undefined) {
      errors.push(`${pathname}: answered ${page.status}${page.location ? ` -> ${page.location}` : ' without HTML'}; not written`);
      continue;
    }
    // Content that could not be read is never frozen into the bucket: not as a 503 page, not as a 404.
    if (page.status === 503 || page.status === 429) {
      errors.push(`${pathname}: its content could not be read (answered ${page.status}); not written`);
      continue;
    }
    if (page.status !== 200) errors.push(`${pathname}: answered ${page.status} (written anyway)`);
    write(file, page.html);
    pages.push(pathname);
  }

  if (!only) {
    const notFound = await compose(NOT_FOUND_PATH);
    if (notFound.status !== 404) warnings.push(`${NOT_FOUND_PATH} answered ${notFound.status}, not 404: check 404.html`);
    if (notFound.html !== undefined) write('404.html', notFound.html);
    else errors.push(`${NOT_FOUND_PATH}: no HTML for 404.html`);

    for (const { from, to } of redirects) write(htmlFileFor(from), redirectHtml(to, siteConfig.siteUrl));
    write('robots.txt', robotsTxt(siteConfig.siteUrl));
    write('sitemap.xml', sitemapXml(siteConfig.siteUrl, listed));
    write('site-config.json', `${JSON.stringify(siteConfig, null, 2)}\n`);
    // The composed home page takes the place of the shell's empty index.html.
    copyTree(shellDir, '.', exportedShellFile);
  }

  write('remotes.json', `${JSON.stringify({ remotes }, null, 2)}\n`);
  for (const remote of only ? [only] : remoteNames) {
    const folder = liveFolder(remotes[remote]);
    if (!folder) continue;
    const source = path.join(storeDir, ...folder.split('/'));
    // What the gateway serves of it: not its standalone dev page (index.html), server renderer or stats.
    if (existsSync(source)) copyTree(source, path.posix.join(STORE_URL_PREFIX.slice(1), folder), exportedStoreFile(folder));
    else errors.push(`${remote}: its live folder ${source} is missing from the store`);
  }

  pages.sort();
  return { files, bytes, pages, warnings, errors };
}

/**
 * A full export starts from an empty folder (so a page that is gone is gone); it only ever empties a
 * folder that is empty or holds an earlier export. `--only` adds to an earlier full export.
 * @param {string} outDir @param {boolean} partial
 */
function prepareOutDir(outDir, partial) {
  const looksLikeExport = existsSync(path.join(outDir, 'site-config.json')) && existsSync(path.join(outDir, 'remotes.json'));
  if (partial) {
    if (!looksLikeExport) throw new Error(`${outDir} holds no earlier export: run a full npm run export first`);
    return;
  }
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    if (!looksLikeExport) throw new Error(`${outDir} is not empty and holds no earlier export: refusing to empty it`);
    for (const name of readdirSync(outDir)) rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
}

/** A port nobody listens on, for a local service. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const formatBytes = (/** @type {number} */ n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);

/**
 * The command (run by scripts/export.mjs): reads `argv`, exports, prints what it wrote and what went wrong.
 * @param {string[]} argv the arguments after the script
 */
export async function main(argv) {
  let options;
  try {
    options = parseExportArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  const started = Date.now();
  const env = { ...process.env };
  if (!env.SITE_URL) {
    env.SITE_URL = 'http://localhost:8080';
    console.warn(`! SITE_URL is not set: canonical URLs, sitemap.xml and robots.txt use ${env.SITE_URL}. Set SITE_URL=https://… for a real export.`);
  }
  if (needsBuild('shell')) console.warn('! the shell\'s sources changed after its last build: the export uses the build in shell/dist as it is.');

  // Renders read content with the site's servers' token, so a whole site of pages in a row draws on
  // their own query budget, not on the one a single visitor's address gets.
  const readTokens = contentReadTokens(env);
  /** @type {{ close: () => Promise<unknown> } | undefined} */
  let services;
  if (!env.SANITY_PROJECT_ID) {
    const ports = {
      cms: Number(env.CMS_PORT ?? (await freePort())),
      relay: Number(env.RELAY_PORT ?? (await freePort())),
      chat: Number(env.CHAT_PORT ?? (await freePort())),
    };
    Object.assign(env, { CMS_PORT: String(ports.cms), RELAY_PORT: String(ports.relay), CHAT_PORT: String(ports.chat) });
    const config = siteConfigFromEnv(env);
    services = await startLocalServices({ ports, outboxDir: path.join(defaultDataDir, 'export-outbox'), siteUrl: config.siteUrl, relayKey: config.relay.accessKey, readToken: readTokens.local });
    console.warn(
      '! SANITY_PROJECT_ID is not set: pages are rendered from the local content service, and site-config.json points browsers at it ' +
        `(${config.content.apiHost}), which a visitor cannot reach. Set SANITY_PROJECT_ID for a real export.`,
    );
  }
  const siteConfig = siteConfigFromEnv(env);
  if (!env.FORM_RELAY_URL) console.warn(`! FORM_RELAY_URL is not set: the forms post to ${siteConfig.relay.url}.`);
  if (!env.CHAT_API_URL) console.warn(`! CHAT_API_URL is not set: the chat widget calls ${siteConfig.chat.apiUrl}, which a bucket does not answer; point it at the chat service.`);

  try {
    // The live versions from the release state: PostgreSQL when DATABASE_URL is set, else the files.
    const store = await openStore({ storeDir: defaultStoreDir, log: (line) => console.warn(line) });
    // Its versions read from this folder, once the store has put them there (PostgreSQL's cache).
    const pointer = await store
      .readPointer()
      .then(async (read) => {
        await store.versions.ensureSet(read.remotes);
        return read;
      })
      .finally(() => store.close());
    const result = await exportSite({
      shellDir: distDir('shell'),
      storeDir: defaultStoreDir,
      pointer,
      siteConfig,
      outDir: options.outDir,
      only: options.only,
      contentToken: readTokens.server,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const line of result.warnings) console.warn(`! ${line}`);
    for (const line of result.errors) console.error(`✗ ${line}`);
    console.log(
      `\n${options.only ? `Exported ${options.only}'s part of the site` : 'Exported the site'} to ${path.relative(process.cwd(), options.outDir) || '.'}: ` +
        `${result.pages.length} pages, ${result.files} files, ${formatBytes(result.bytes)}, in ${seconds} s (${siteConfig.siteUrl}).`,
    );
    if (options.only) {
      console.log(`Upload: the pages below, remotes.json (no-cache) and remotes/${options.only}/ (immutable).`);
      for (const p of result.pages) console.log(`  ${htmlFileFor(p)}`);
      console.log(
        `Pages of other remotes still carry the previous ${options.only} version in their HTML, used when a visitor navigates from them; ` +
          `the next full export brings them up to date.${options.only === 'mfe-chat' ? ' mfe-chat owns no route but is on every page: run a full export.' : ''}`,
      );
    }
    if (result.errors.length > 0) {
      console.error(`\n${result.errors.length} error(s): do not upload this export as it is.`);
      process.exitCode = 1;
    }
  } finally {
    await services?.close();
  }
}
