// @ts-check
// The repository's import graph, drawn from the code: every static `import … from`, `export … from`,
// `import '…'` and dynamic `import('…')` (JSDoc type imports are comments and are left out), resolved
// to files of the repository (relative paths, and the workspaces' packages through their `exports`).
// Packages from npm are not followed. `importGraph.test.mjs` checks it has no cycle and no import
// running up between the zones.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:mjs|js|ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.deploy', '.data', 'test-results', 'playwright-report', 'export']);
const EXTENSIONS = ['', '.mjs', '.js', '.ts', '.tsx', '/index.mjs', '/index.ts', '/index.tsx'];
const SPECIFIERS = /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} dir @param {string[]} [found] */
function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, found);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(file);
  }
  return found;
}

/** The code without its comments (a JSDoc `import('…')` is a type, not an import). @param {string} text */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** @param {string} base */
function resolveFile(base) {
  for (const extension of EXTENSIONS) {
    const file = `${base}${extension}`;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * The workspaces' packages: name -> (subpath -> file), from their `exports` (with `*` patterns).
 * @param {string} root
 */
function workspacePackages(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  /** @type {Map<string, { dir: string, exports: Record<string, string> | undefined }>} */
  const packages = new Map();
  for (const workspace of workspaces) {
    const dir = path.join(root, workspace);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : manifest.exports;
    packages.set(manifest.name, { dir, exports });
  }
  return packages;
}

/**
 * @param {string} specifier @param {ReturnType<typeof workspacePackages>} packages
 * @returns {string | undefined}
 */
function resolvePackage(specifier, packages) {
  for (const [name, { dir, exports }] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    if (!exports) return resolveFile(path.join(dir, subpath));
    for (const [key, target] of Object.entries(exports)) {
      if (key === subpath) return resolveFile(path.join(dir, target));
      const star = key.indexOf('*');
      if (star < 0) continue;
      const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
      if (subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length) {
        const match = subpath.slice(head.length, subpath.length - tail.length);
        return resolveFile(path.join(dir, target.replace('*', match)));
      }
    }
    return undefined;
  }
  return undefined;
}

/**
 * Every source file of the repository and the repository files it imports, as paths from `root`.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function importGraph(root) {
  const packages = workspacePackages(root);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    /** @type {Set<string>} */
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier.startsWith('.') ? resolveFile(path.resolve(path.dirname(file), specifier)) : resolvePackage(specifier, packages);
      if (target) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}

/**
 * The import cycles: each a list of files that import one another round (Tarjan's strongly connected
 * components of more than one file, or a file importing itself).
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  let index = 0;
  /** @type {Map<string, { index: number, low: number, onStack: boolean }>} */
  const state = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} node */
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, /** @type {{ low: number }} */ (state.get(next)).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low !== entry.index) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      /** @type {{ onStack: boolean }} */ (state.get(member)).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The zone of a file: where it sits in the layering (tools -> gateway -> shared; the release page's
 * server -> the gateway's public entry).
 * @param {string} file a path from the repository's root
 */
export function zoneOf(file) {
  const [top, second] = file.split(path.sep);
  if (top === 'releases' && second === 'server') return 'release page server';
  return top;
}

/**
 * The gateway's floors, lowest first: a file imports its own floor or the ones below, never one
 * above. The release state and its backends at the bottom, then the renderer loader, the gate, and
 * the serving code (what a client carries, rendering, the field signal, delivery, then the Fastify
 * app that wires them), with the public entry on top. A folder's floor covers its subfolders unless
 * one is listed itself.
 */
export const GATEWAY_FLOORS = [
  'gateway/paths.mjs',
  'gateway/store',
  'gateway/runtime',
  'gateway/release',
  'gateway/serve/client',
  'gateway/serve/ssr',
  'gateway/serve/field',
  'gateway/serve/delivery',
  'gateway/serve',
  'gateway',
];

/**
 * The floor of a gateway file (its index in `GATEWAY_FLOORS`): the longest listed folder it is in.
 * @param {string} file a path from the repository's root
 */
export function gatewayFloor(file) {
  const posix = file.split(path.sep).join('/');
  let best = -1;
  let bestLength = -1;
  GATEWAY_FLOORS.forEach((floor, index) => {
    const inside = posix === floor || posix.startsWith(`${floor}/`);
    if (inside && floor.length > bestLength) [best, bestLength] = [index, floor.length];
  });
  return best;
}

/** The workspaces the gateway may import: the shared library only (it starts nobody else's service). */
const GATEWAY_MAY_IMPORT = new Set(['gateway', 'shared']);
/** What plugs into the gateway or drives it: never imported by it, its tests included. */
const ABOVE_THE_GATEWAY = new Set(['scripts', 'releases', 'release page server', 'e2e']);
/** A unit test beside the code: it may read another workspace's data to check against (the content schema). @param {string} file */
const isUnitTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * The imports running the wrong way: into the gateway past its public entry (from anywhere, the
 * tests too), from the gateway into any workspace but shared, the tools or the tests, up a floor
 * inside the gateway, from the release page or an app into the tools, from shared code into
 * anything but shared code.
 * @param {Map<string, string[]>} graph
 * @returns {string[]} `from -> to: why`
 */
export function importsRunningUp(graph) {
  const entry = path.join('gateway', 'index.mjs');
  /** @type {string[]} */
  const wrong = [];
  for (const [from, targets] of graph) {
    const fromZone = zoneOf(from);
    for (const to of targets) {
      const toZone = zoneOf(to);
      const why =
        fromZone === toZone
          ? fromZone === 'gateway' && gatewayFloor(to) > gatewayFloor(from)
            ? `up a floor inside the gateway (${GATEWAY_FLOORS[gatewayFloor(from)]} below ${GATEWAY_FLOORS[gatewayFloor(to)]})`
            : undefined
          : toZone === 'gateway' && to !== entry
            ? 'into the gateway past its public entry'
            : fromZone === 'gateway' && !GATEWAY_MAY_IMPORT.has(toZone) && (ABOVE_THE_GATEWAY.has(toZone) || !isUnitTest(from))
              ? 'the gateway importing another workspace, the tools or the tests (only shared)'
              : fromZone === 'e2e'
                ? undefined
                : fromZone !== 'scripts' && toZone === 'scripts'
                  ? 'into the command-line tools'
                  : toZone === 'e2e'
                    ? 'into the tests'
                    : fromZone === 'shared'
                      ? 'shared code importing an app or a server'
                      : undefined;
      if (why) wrong.push(`${from} -> ${to}: ${why}`);
    }
  }
  return wrong;
}
