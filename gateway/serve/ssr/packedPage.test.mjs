// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packPage, pageEncoding } from './packedPage.mjs';

describe('a packed page', () => {
  it('carries its brotli and gzip bytes, its policy and its Link header, made once', async () => {
    const html = `<!doctype html><head><link rel="stylesheet" href="/main.css"></head><p>${'compliance '.repeat(500)}</p>`;
    const packed = await packPage({ status: 200, html }, (text) => `policy of ${text.length}`);
    expect(brotliDecompressSync(/** @type {Buffer} */ (packed.br)).toString()).toBe(html);
    expect(gunzipSync(/** @type {Buffer} */ (packed.gzip)).toString()).toBe(html);
    expect(packed.csp).toBe(`policy of ${html.length}`);
    expect(packed.link).toBe('</main.css>;rel=preload;as=style');
  });

  it('is sent as brotli, else gzip, else as text, as the request accepts', () => {
    expect(pageEncoding('br, gzip')).toBe('br');
    expect(pageEncoding('gzip, deflate, br;q=0')).toBe('gzip');
    expect(pageEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
    expect(pageEncoding('*')).toBe('br');
  });
});
