// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesPerPackage, jsBreakdown, packageOf } from './jsBreakdown.mjs';

describe('packageOf', () => {
  it('names npm packages, kits, shared code, an app own code and the runtime', () => {
    expect(packageOf('webpack://shell/../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
    expect(packageOf('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('webpack://shell/../shared/src/kits/mantineCore.ts')).toBe('kit mantineCore');
    expect(packageOf('webpack://mfe_blog/../shared/src/content/client.ts')).toBe('@site/shared');
    expect(packageOf('webpack://mfe_blog/./src/pages/BlogListPage.tsx')).toBe('mfe-blog (own code)');
    expect(packageOf('webpack://x/../mfe-blog/src/pages/BlogListPage.tsx')).toBe('mfe-blog (own code)');
    expect(packageOf('webpack/runtime/jsonp_chunk_loading')).toBe('bundler runtime');
  });
});

describe('bytesPerPackage and jsBreakdown', () => {
  // A 20-byte line built from two sources: columns 0–11 from react, 12–19 from the app.
  const dir = mkdtempSync(path.join(tmpdir(), 'js-breakdown-'));
  const file = path.join(dir, 'main.js');
  writeFileSync(file, 'var a=1;var b=2;f();');
  writeFileSync(
    `${file}.map`,
    JSON.stringify({ version: 3, sources: ['../node_modules/react/index.js', '../shell/src/App.tsx'], names: [], mappings: 'AAAA,YCAA' }),
  );

  it('counts each minified byte for the source it came from', () => {
    expect(Object.fromEntries(bytesPerPackage(file) ?? [])).toEqual({ react: 12, 'shell (own code)': 8 });
  });

  it('shares a file bytes over the wire by package and sums them per app', () => {
    const { perApp, perPackage } = jsBreakdown(
      [
        { url: 'http://site/main.js', wireBytes: 1000 },
        { url: 'http://site/remotes/mfe-blog/1.0.0/page.js', wireBytes: 300 },
      ],
      (url) => (url.pathname.startsWith('/remotes/') ? { app: 'mfe-blog', file: path.join(dir, 'missing.js') } : { app: 'shell', file }),
    );
    expect(perApp).toEqual([['shell', 1000], ['mfe-blog', 300]]);
    expect(perPackage).toEqual([['react', 600], ['shell (own code)', 400], ['(no source map) missing.js', 300]]);
  });
});
