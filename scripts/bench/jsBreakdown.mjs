// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the JavaScript a page downloaded comes from: per app (the shell, each remote) by URL, and per
 * package by the build's source maps — each minified byte counts for the source file it was built
 * from, and a file's bytes over the wire are shared out in that proportion.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of one line of a source map's `mappings`: [generated column, source index] (VLQ, relative). @param {string} line @param {{ source: number }} state */
function decodeLine(line, state) {
  /** @type {Array<[number, number]>} */
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    /** @type {number[]} */
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) state.source += fields[1];
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/**
 * The package a source file belongs to: an npm package, a kit, `@site/shared`, an app's own code,
 * or the bundler's runtime.
 * @param {string} source
 */
export function packageOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const kit = /shared\/src\/kits\/(\w+)/.exec(source);
  if (kit) return `kit ${kit[1]}`;
  if (/(^|\/)shared\/src\//.test(source)) return '@site/shared';
  // An app's own files are named from its folder: `webpack://mfe_blog/./src/...`.
  const app = /^webpack:\/\/(\w+)\/\.\/src\//.exec(source) ?? /(?:^|\/)(shell|mfe-[a-z]+)\/src\//.exec(source);
  if (app) return `${app[1].replace(/_/g, '-')} (own code)`;
  return 'bundler runtime';
}

/** Minified bytes per package in one built file, from its source map; undefined without a map. @param {string} file */
export function bytesPerPackage(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  /** @type {Map<string, number>} */
  const bytes = new Map();
  const add = (/** @type {string} */ name, /** @type {number} */ count) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  const state = { source: 0 };
  String(map.mappings)
    .split(';')
    .forEach((mappingLine, index) => {
      const code = lines[index] ?? '';
      const segments = decodeLine(mappingLine, state);
      for (let i = 0; i < segments.length; i += 1) {
        const [start, source] = segments[i];
        const end = i + 1 < segments.length ? segments[i + 1][0] : code.length;
        add(source < 0 ? 'bundler runtime' : packageOf(map.sources[source] ?? ''), Math.max(0, end - start));
      }
    });
  return bytes;
}

/**
 * @typedef {{ url: string, wireBytes: number }} DownloadedScript
 * @param {DownloadedScript[]} scripts what a page downloaded
 * @param {(url: URL) => { app: string, file: string }} locate the app a URL belongs to and its built file
 */
export function jsBreakdown(scripts, locate) {
  /** @type {Map<string, number>} */
  const perApp = new Map();
  /** @type {Map<string, number>} */
  const perPackage = new Map();
  const add = (/** @type {Map<string, number>} */ totals, /** @type {string} */ key, /** @type {number} */ value) => totals.set(key, (totals.get(key) ?? 0) + value);
  for (const script of scripts) {
    const { app, file } = locate(new URL(script.url));
    add(perApp, app, script.wireBytes);
    const packages = bytesPerPackage(file);
    const total = packages ? [...packages.values()].reduce((sum, n) => sum + n, 0) : 0;
    if (!packages || total === 0) {
      add(perPackage, `(no source map) ${path.basename(file)}`, script.wireBytes);
      continue;
    }
    for (const [name, count] of packages) add(perPackage, name, (script.wireBytes * count) / total);
  }
  const sorted = (/** @type {Map<string, number>} */ totals) => [...totals].sort((a, b) => b[1] - a[1]);
  return { perApp: sorted(perApp), perPackage: sorted(perPackage) };
}
