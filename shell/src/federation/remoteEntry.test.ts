import { version as hostReact } from 'react';
import { describe, expect, it } from 'vitest';
import { exposeFilesOf, remoteEntryOf } from './remoteEntry';

const manifestUrl = 'https://site.example/remotes/mfe-blog/2.0.0/mf-manifest.json';
/** A manifest as the remotes' build writes it (`metaData` and `shared`, the rest left out). */
const manifest = ({ publicPath = 'auto', path = '', react = hostReact } = {}) => ({
  metaData: { name: 'mfe_blog', globalName: 'mfe_blog', publicPath, remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } },
  shared: [{ name: 'react-dom/client', version: hostReact }, { name: 'react', version: react }],
});

describe("a remote's entry, from its manifest", () => {
  it("is beside the manifest when the public path is `auto`, in the manifest's versioned folder", () => {
    expect(remoteEntryOf(manifestUrl, manifest())).toEqual({
      entry: 'https://site.example/remotes/mfe-blog/2.0.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mfe_blog',
    });
    // A dev server's manifest (a developer's override): its own origin.
    expect(remoteEntryOf('http://127.0.0.1:4471/mf-manifest.json', manifest()).entry).toBe('http://127.0.0.1:4471/remoteEntry.js');
  });

  it('follows a public path the manifest names, relative to the page as the browser reads it, and the entry\'s own folder', () => {
    const page = new URL(document.baseURI);
    expect(remoteEntryOf(manifestUrl, manifest({ publicPath: '/cdn/blog/', path: 'js' })).entry).toBe(`${page.origin}/cdn/blog/js/remoteEntry.js`);
    expect(remoteEntryOf(manifestUrl, manifest({ publicPath: 'https://cdn.example/blog', path: './js/' })).entry).toBe('https://cdn.example/blog/js/remoteEntry.js');
  });

  it('is refused for a remote built against another major React: its routes show the fallback panel', () => {
    const major = Number(hostReact.split('.')[0]);
    expect(() => remoteEntryOf(manifestUrl, manifest({ react: `${major + 1}.0.0` }))).toThrow(`${manifestUrl} was built against React ${major + 1}.0.0; the shell provides React ${hostReact}`);
    expect(remoteEntryOf(manifestUrl, manifest({ react: `${major}.99.0` })).entry).toBe('https://site.example/remotes/mfe-blog/2.0.0/remoteEntry.js');
  });

  it('is refused when the manifest names no entry (not a manifest, or cut short)', () => {
    expect(() => remoteEntryOf(manifestUrl, { remotes: {} })).toThrow(`${manifestUrl} names no remote entry`);
    expect(() => remoteEntryOf(manifestUrl, null)).toThrow('names no remote entry');
  });
});

describe("a module's files, from its remote's manifest", () => {
  it('are its scripts and styles, beside the manifest or under the public path it names', () => {
    const withExposes = (publicPath: string) => ({
      ...manifest({ publicPath }),
      exposes: [{ name: 'ArticlePage', assets: { js: { sync: ['ArticlePage.1a2b3c4d.js'], async: ['lazy.js'] }, css: { sync: ['ArticlePage.5e6f7a8b.css'], async: [] } } }],
    });
    expect(exposeFilesOf(manifestUrl, withExposes('auto'), 'ArticlePage')).toEqual([
      'https://site.example/remotes/mfe-blog/2.0.0/ArticlePage.1a2b3c4d.js',
      'https://site.example/remotes/mfe-blog/2.0.0/ArticlePage.5e6f7a8b.css',
    ]);
    expect(exposeFilesOf(manifestUrl, withExposes('https://cdn.example/blog/'), 'ArticlePage')[0]).toBe('https://cdn.example/blog/ArticlePage.1a2b3c4d.js');
    expect(exposeFilesOf(manifestUrl, withExposes('auto'), 'BlogListPage')).toEqual([]);
  });
});
