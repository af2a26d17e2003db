// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesPerPackage, jsBreakdown, packageOf } from './jsBreakdown.mjs';

describe('packageOf', () => {
  it('names npm packages, kits, shared code, an app own code and the runtime', () => {
    /** @type {Record<string, string>} source -> the package its bytes count for */
    const packages = {
      'webpack://shell/../node_modules/@mantine/core/esm/components/Button/Button.mjs': '@mantine/core',
      'webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js': 'react-dom',
      'webpack://shell/../shared/src/kits/mantineCore.ts': 'kit mantineCore',
      'webpack://mfe_blog/../shared/src/content/client.ts': '@site/shared',
      'webpack://mfe_blog/./src/pages/BlogListPage.tsx': 'mfe-blog (own code)',
      'webpack://x/../mfe-blog/src/pages/BlogListPage.tsx': 'mfe-blog (own code)',
      'webpack/runtime/jsonp_chunk_loading': 'bundler runtime',
    };
    expect(Object.fromEntries(Object.keys(packages).map((source) => [source, packageOf(source)]))).toEqual(packages);
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
