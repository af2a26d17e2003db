// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import rspack from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { PrecompressPlugin } from './precompressPlugin.mjs';

/** Builds `source` as the entry with the plugin and returns the output folder. @param {string} source */
async function build(source) {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    plugins: [new PrecompressPlugin()],
  });
  await new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve(stats))));
  await new Promise((resolve) => compiler.close(resolve));
  return path.join(dir, 'dist');
}

describe('PrecompressPlugin', () => {
  it('writes brotli and gzip copies beside a script that decompress to it, smaller than it', async () => {
    const dist = await build(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))}; console.log(words.join(' '));`);
    const script = readFileSync(path.join(dist, 'main.js'));
    const br = readFileSync(path.join(dist, 'main.js.br'));
    const gz = readFileSync(path.join(dist, 'main.js.gz'));
    expect(brotliDecompressSync(br)).toEqual(script);
    expect(gunzipSync(gz)).toEqual(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length);
    // Source maps are never served to visitors: no copies.
    expect(readdirSync(dist).filter((name) => name.startsWith('main.js.map.'))).toEqual([]);
  }, 30_000);

  it('leaves files under 1 KB alone', async () => {
    const dist = await build('console.log(1);');
    expect(readdirSync(dist).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  }, 30_000);
});
