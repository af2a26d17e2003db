// @ts-check
// `npm run new-remote -- mfe-careers [--path /careers] [--title Careers]`: a new remote on the
// siblings' skeleton (from ./template/), with its route-table entry, dev port, workspace, tsconfig
// and vitest entries and a regenerated biome.json. `npm run remove-remote -- mfe-careers` (or
// `new-remote -- --remove mfe-careers`) takes all of it out again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { devBasePort } from '@site/shared/tooling/devPorts.mjs';
import { biomeJson } from '../lint/biomeConfig.mjs';

export const templateDir = fileURLToPath(new URL('./template/', import.meta.url));

/** The files, relative to the repository, that adding a remote edits (beside its own folder). */
export const EDITED_FILES = [
  'shared/src/contracts/remotes.mjs',
  'shared/tooling/devPorts.mjs',
  'package.json',
  'tsconfig.json',
  'vitest.config.mjs',
  'biome.json',
];

const ROUTE_TABLE = 'shared/src/contracts/remotes.mjs';
const DEV_PORTS = 'shared/tooling/devPorts.mjs';

const NAME_RE = /^mfe-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** @param {string} text */
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The names a remote's files use: `mfe-case-studies` -> page `CaseStudiesPage`, `/case-studies`,
 * `caseStudies` (identifiers), "Case studies".
 * @param {string} name
 */
export function namesOf(name) {
  const words = name.replace(/^mfe-/, '').split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const title = words.join(' ');
  return {
    name,
    page: `${pascal}Page`,
    path: `/${words.join('-')}`,
    type: pascal,
    constName: pascal[0].toLowerCase() + pascal.slice(1),
    title: title[0].toUpperCase() + title.slice(1),
  };
}

/**
 * Why a remote cannot be called `name`, or undefined when it can.
 * @param {string} name @param {{ remotes: string[], root?: string }} where
 */
export function nameProblem(name, { remotes, root }) {
  if (!NAME_RE.test(name)) return `"${name}" is not a remote name: "mfe-" then lowercase letters, digits and single hyphens (e.g. mfe-careers)`;
  if (remotes.includes(name)) return `${name} is in the route table already`;
  if (root && existsSync(path.join(root, name))) return `the folder ${name}/ exists already`;
  return undefined;
}

/**
 * React Router's segments: `/x`, `/x/y`, `/x/:param`. Returns why a new remote cannot answer `routePath`,
 * or undefined when it can. A path another remote answers, or one of the site's redirects, is taken;
 * so is one a parameter route already matches with the same shape (`/:slug` matches any one segment,
 * but a static path outranks it, so only an identical path counts as taken).
 * @param {string} routePath @param {{ takenPaths: string[] }} where
 */
export function pathProblem(routePath, { takenPaths }) {
  if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(routePath)) {
    return `"${routePath}" is not a page path: "/" then lowercase words and hyphens (e.g. /careers)`;
  }
  if (routePath.startsWith('/_') || routePath.startsWith('/api/') || routePath === '/api') return `${routePath} is the gateway's`;
  if (takenPaths.includes(routePath)) return `${routePath} is answered already (see ${ROUTE_TABLE})`;
  return undefined;
}

/**
 * Adds a remote with one page to the route table's source: its pages and its (empty) content
 * revalidation entry.
 * @param {string} source @param {{ name: string, page: string, path: string }} remote
 */
export function addToRouteTable(source, { name, page, path: routePath }) {
  const pagesStart = source.indexOf('export const remotePages = ');
  const pagesEnd = source.indexOf('\n});', pagesStart);
  const revalidationStart = source.indexOf('export const contentRevalidation = ');
  const revalidationEnd = source.indexOf('\n};', revalidationStart);
  if (pagesStart < 0 || pagesEnd < 0 || revalidationStart < 0 || revalidationEnd < 0) throw new Error(`${ROUTE_TABLE}: remotePages or contentRevalidation not found`);
  const pageEntry = `\n  '${name}': {\n    ${page}: ['${routePath}'],\n  },`;
  const revalidationEntry = `\n  '${name}': {},`;
  return (
    source.slice(0, pagesEnd) + pageEntry + source.slice(pagesEnd, revalidationEnd) + revalidationEntry + source.slice(revalidationEnd)
  );
}

/** @param {string} source @param {string} name */
export function removeFromRouteTable(source, name) {
  const key = escapeRe(`'${name}'`);
  return source.replace(new RegExp(`\\n  ${key}: \\{\\n(    .*\\n)*  \\},(?=\\n\\}\\);)`), '').replace(new RegExp(`\\n  ${key}: \\{\\},(?=\\n\\};)`), '');
}

/** @param {string} source @param {string} name @param {number} offset its port's place after the shell's */
export function addDevPort(source, name, offset) {
  const start = source.indexOf('export const devPortOffsets = {');
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error(`${DEV_PORTS}: devPortOffsets not found`);
  return `${source.slice(0, end)}\n  '${name}': ${offset},${source.slice(end)}`;
}

/** @param {string} source @param {string} name */
export const removeDevPort = (source, name) => source.replace(new RegExp(`\\n  ${escapeRe(`'${name}'`)}: \\d+,`), '');

/** The next free dev port (or offset): one above the highest. @param {Record<string, number>} ports */
export const nextDevPort = (ports) => Math.max(...Object.values(ports)) + 1;

/**
 * Puts `name` after the last `mfe-*` entry of a list (the siblings' order), or takes it out.
 * @param {string[]} list @param {string} name @param {boolean} add
 */
function placeInList(list, name, add) {
  const without = list.filter((entry) => entry !== name && entry !== `${name}/src`);
  if (!add) return without;
  const lastRemote = without.findLastIndex((entry) => entry.startsWith('mfe-'));
  return [...without.slice(0, lastRemote + 1), name, ...without.slice(lastRemote + 1)];
}

/** The root package.json with `name` in (or out of) its workspaces. @param {string} source @param {string} name @param {boolean} add */
export function editWorkspaces(source, name, add) {
  const pkg = JSON.parse(source);
  pkg.workspaces = placeInList(pkg.workspaces, name, add);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** vitest.config.mjs with `name` in (or out of) its projects. @param {string} source @param {string} name @param {boolean} add */
export function editVitestProjects(source, name, add) {
  return source.replace(/projects: \[([^\]]*)\]/, (_, inner) => {
    const list = inner.split(',').map((/** @type {string} */ entry) => entry.trim().replace(/^'|'$/g, '')).filter(Boolean);
    return `projects: [${placeInList(list, name, add).map((entry) => `'${entry}'`).join(', ')}]`;
  });
}

/** tsconfig.json with `name/src` in (or out of) the include line of the apps' sources. @param {string} source @param {string} name @param {boolean} add */
export function editTsconfig(source, name, add) {
  const entry = ` "${name}/src",`;
  if (!add) return source.replace(entry, '');
  return source.replace(/^(\s*"shell\/src",.*,)$/m, (line) => `${line}${entry}`);
}

/**
 * The template's files for `name`: relative path -> contents.
 * @param {ReturnType<typeof namesOf>} names
 */
export function renderTemplate(names) {
  const intro =
    `This page is new: ${names.name} owns it. Editors can replace this paragraph with a "${names.constName}Page" document in the content service; until then, and whenever the service is down, this built-in copy shows.`;
  /** @param {string} text */
  const fill = (text) =>
    text
      .replaceAll('__NAME__', names.name)
      .replaceAll('__PAGE__', names.page)
      .replaceAll('__PATH__', names.path)
      .replaceAll('__TYPE__', names.type)
      .replaceAll('__CONST__', names.constName)
      .replaceAll('__TITLE__', names.title.replace(/'/g, "\\'"))
      .replaceAll('__INTRO__', intro.replace(/'/g, "\\'"));
  /** @type {Record<string, string>} */
  const files = {};
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(templateDir, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.tmpl')) files[fill(rel.replace(/\.tmpl$/, ''))] = fill(readFileSync(path.join(templateDir, rel), 'utf8'));
    }
  };
  walk('');
  return files;
}

/** The route table as the files under `root` hold it now (not Node's cached copy). @param {string} root */
async function readRouteTable(root) {
  const url = pathToFileURL(path.join(root, ROUTE_TABLE));
  url.search = `?t=${Date.now()}-${Math.random()}`;
  /** @type {{ remotePages: Record<string, Record<string, readonly string[]>>, redirects: readonly { from: string }[] }} */
  const table = await import(url.href);
  return table;
}

/**
 * The service pages' short addresses (`/{slug}`, answered by mfe-services' `/:slug`): a static path
 * would outrank them, so they are taken too. From the built-in menu the seed's is made from.
 * @returns {string[]}
 */
export function servicePaths() {
  const menu = JSON.parse(readFileSync(new URL('../../shared/src/content/navigationMenu.json', import.meta.url), 'utf8'));
  return menu.serviceCategories.flatMap((/** @type {{ services: { slug: string }[] }} */ category) => category.services.map((service) => `/${service.slug}`));
}

/** @param {string} root */
async function readDevPorts(root) {
  const source = readFileSync(path.join(root, DEV_PORTS), 'utf8');
  const start = source.indexOf('export const devPortOffsets = {');
  const body = source.slice(start + 'export const devPortOffsets = '.length, source.indexOf('\n};', start) + 2);
  return /** @type {Record<string, number>} */ (Function(`return (${body});`)());
}

/** @param {string} root @param {string} rel @param {(source: string) => string} edit */
function editFile(root, rel, edit) {
  const file = path.join(root, rel);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

/** @param {string} root */
async function writeBiome(root) {
  const { remotePages } = await readRouteTable(root);
  writeFileSync(path.join(root, 'biome.json'), biomeJson(Object.keys(remotePages)));
}

/**
 * `npm install` as a developer would type it: without the `npm_*` settings `npm run` hands its
 * scripts (under `npm run`, a nested install otherwise prunes the devDependencies) or NODE_ENV.
 * @param {string} root
 */
function npmInstall(root) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_ENV'));
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--include=dev'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('npm install failed');
}

/**
 * Writes a new remote under `root`.
 * @param {{ root: string, name: string, path?: string, title?: string, install?: boolean }} options
 * @returns {Promise<{ written: string[], edited: string[], names: ReturnType<typeof namesOf>, port: number }>}
 */
export async function newRemote({ root, name, path: routePath, title, install = true }) {
  const { remotePages, redirects } = await readRouteTable(root);
  const problem = nameProblem(name, { remotes: Object.keys(remotePages), root });
  if (problem) throw new Error(problem);
  const names = { ...namesOf(name), ...(routePath ? { path: routePath } : {}), ...(title ? { title } : {}) };
  const takenPaths = [...Object.values(remotePages).flatMap((pages) => Object.values(pages).flat()), ...redirects.map((redirect) => redirect.from), ...servicePaths()];
  const pathIssue = pathProblem(names.path, { takenPaths });
  if (pathIssue) throw new Error(pathIssue);
  const portOffset = nextDevPort(await readDevPorts(root));

  const files = renderTemplate(names);
  const written = [];
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, name, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(path.posix.join(name, rel));
  }
  editFile(root, ROUTE_TABLE, (source) => addToRouteTable(source, names));
  editFile(root, DEV_PORTS, (source) => addDevPort(source, name, portOffset));
  editFile(root, 'package.json', (source) => editWorkspaces(source, name, true));
  editFile(root, 'tsconfig.json', (source) => editTsconfig(source, name, true));
  editFile(root, 'vitest.config.mjs', (source) => editVitestProjects(source, name, true));
  await writeBiome(root);
  if (install) npmInstall(root);
  return { written, edited: [...EDITED_FILES, ...(install ? ['package-lock.json'] : [])], names, port: devBasePort + portOffset };
}

/**
 * Takes a remote out again: its folder, its route-table entry, dev port, workspace, tsconfig and
 * vitest entries; regenerates biome.json.
 * @param {{ root: string, name: string, install?: boolean }} options
 */
export async function removeRemote({ root, name, install = true }) {
  if (!NAME_RE.test(name)) throw new Error(`"${name}" is not a remote name`);
  const { remotePages } = await readRouteTable(root);
  if (!(name in remotePages) && !existsSync(path.join(root, name))) throw new Error(`${name} is neither in the route table nor a folder`);
  rmSync(path.join(root, name), { recursive: true, force: true });
  editFile(root, ROUTE_TABLE, (source) => removeFromRouteTable(source, name));
  editFile(root, DEV_PORTS, (source) => removeDevPort(source, name));
  editFile(root, 'package.json', (source) => editWorkspaces(source, name, false));
  editFile(root, 'tsconfig.json', (source) => editTsconfig(source, name, false));
  editFile(root, 'vitest.config.mjs', (source) => editVitestProjects(source, name, false));
  await writeBiome(root);
  if (install) npmInstall(root);
}

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {{ remove: boolean, name?: string, path?: string, title?: string, install: boolean }} */
  const args = { remove: false, install: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--remove') args.remove = true;
    else if (arg === '--no-install') args.install = false;
    else if (arg === '--path') args.path = argv[++i];
    else if (arg === '--title') args.title = argv[++i];
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else args.name = arg;
  }
  return args;
}

async function main() {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const args = parseArgs(process.argv.slice(2));
  const remove = args.remove || process.env.npm_lifecycle_event === 'remove-remote';
  if (!args.name) {
    console.error('usage: npm run new-remote -- mfe-<name> [--path /<path>] [--title <heading>]\n       npm run remove-remote -- mfe-<name>');
    process.exit(2);
  }
  if (remove) {
    await removeRemote({ root: repoRoot, name: args.name, install: args.install });
    console.log(`removed ${args.name}: its folder, route, dev port, workspace, tsconfig and vitest entries; biome.json regenerated.`);
    console.log(`A deploy store (.deploy/) keeps the versions already published, and its pointer keeps naming ${args.name} in /remotes.json; no route loads it.`);
    return;
  }
  const { written, edited, names, port } = await newRemote({ root: repoRoot, name: args.name, path: args.path, title: args.title, install: args.install });
  console.log(`\nwrote ${names.name} (page ${names.page} at ${names.path}, dev port ${port}):`);
  for (const file of written) console.log(`  + ${file}`);
  console.log('edited:');
  for (const file of edited) console.log(`  ~ ${file}`);
  const next = [
    [`npx vitest run --project '${names.name}:*'`, 'its tests'],
    [`npm run dev -w ${names.name}`, `the remote alone, on http://localhost:${port}${names.path}`],
    ['npm run build && npm start', `the site, with ${names.path} server-rendered`],
    [`npm run remove-remote -- ${names.name}`, 'take it out again'],
  ];
  const width = Math.max(...next.map(([command]) => command.length)) + 3;
  console.log(`\nnext:\n${next.map(([command, what]) => `  ${command.padEnd(width)}${what}`).join('\n')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
