// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGateway, writePointer } from '@site/gateway';
import { exportSite, htmlFileFor, liveFolder, pagePaths, parseExportArgs, routeFor, serviceAliasPaths } from './exportSite.mjs';

/** @param {string} file @param {string} content */
const put = (file, content) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

describe('export: paths and routes', () => {
  it('writes each page as <path>/index.html and refuses paths that leave the folder', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about/index.html');
    expect(htmlFileFor('/blog/some-post')).toBe('blog/some-post/index.html');
    for (const bad of ['/blog/../../etc', 'about', '/a\\b', '/x?y=1']) expect(() => htmlFileFor(bad), bad).toThrow();
  });

  it('finds the owner of a concrete path with the router ranking', () => {
    expect(routeFor('/')?.remote).toBe('mfe-marketing');
    expect(routeFor('/about')?.remote).toBe('mfe-marketing');
    expect(routeFor('/advisory')?.path).toBe('/:slug');
    expect(routeFor('/services')?.remote).toBe('mfe-marketing');
    expect(routeFor('/services/audit')?.remote).toBe('mfe-services');
    expect(routeFor('/blog/x')?.page).toBe('ArticlePage');
    expect(routeFor('/faq/topic')?.remote).toBe('mfe-services');
    expect(routeFor('/get-quote')?.remote).toBe('mfe-forms');
    expect(routeFor('/__not_found__/x')).toBeUndefined();
  });

  it('adds the other path of each service page unless another route owns the short one', () => {
    expect(serviceAliasPaths(['/services/audit', '/services/about', '/blog/x', '/services'])).toEqual(['/audit']);
    expect(serviceAliasPaths(['/advisory', '/about', '/faq', '/blog'])).toEqual(['/services/advisory']);
    const paths = pagePaths(['/blog/a', '/services/audit', '/blog/a', '/training']);
    expect(paths).toContain('/');
    expect(paths).toContain('/audit');
    expect(paths).toContain('/services/training');
    expect(paths.filter((p) => p === '/blog/a')).toHaveLength(1);
    expect(paths.some((p) => p.includes(':'))).toBe(false);
  });

  it('reads options and refuses unknown ones', () => {
    expect(parseExportArgs([]).outDir).toMatch(/export$/);
    expect(parseExportArgs(['--out', '/tmp/x', '--only', 'mfe-blog'])).toMatchObject({ outDir: '/tmp/x', only: 'mfe-blog' });
    expect(parseExportArgs(['--only=mfe-forms']).only).toBe('mfe-forms');
    expect(() => parseExportArgs(['--only', 'mfe-nope'])).toThrow(/unknown remote/);
    expect(() => parseExportArgs(['--out'])).toThrow(/needs a value/);
    expect(() => parseExportArgs(['--fast'])).toThrow(/unknown option/);
  });

  it('maps a manifest URL of the pointer to its versioned folder', () => {
    expect(liveFolder('/remotes/mfe-blog/1.0.0+a/mf-manifest.json')).toBe('mfe-blog/1.0.0+a');
    expect(liveFolder('https://cdn.example/mfe-blog/mf-manifest.json')).toBeUndefined();
    expect(liveFolder('/remotes/../x/mf-manifest.json')).toBeUndefined();
    expect(liveFolder(undefined)).toBeUndefined();
  });
});

describe('export: a whole site from a shell build and a deploy store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'export-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  const outDir = path.join(root, 'out');
  const siteConfig = { siteName: 'Test', siteUrl: 'https://www.example.com' };

  /** A remote's published version: manifest, entry, a map and a server renderer listing `paths`. */
  const publishFake = (/** @type {string} */ remote, /** @type {string} */ version, /** @type {string[]} */ paths) => {
    const dir = path.join(storeDir, remote, version);
    put(path.join(dir, 'mf-manifest.json'), '{"exposes":[]}');
    put(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
    put(path.join(dir, 'remoteEntry.js.map'), '{}');
    // What a build writes beside them: compressed copies (of the stats too) and the stats.
    for (const file of ['remoteEntry.js.br', 'remoteEntry.js.gz', 'mf-manifest-stats.json', 'mf-manifest-stats.json.br', 'mf-manifest-stats.json.gz', 'remoteEntry.js.map.br']) {
      put(path.join(dir, file), file);
    }
    put(
      path.join(dir, 'server', 'index.js'),
      `module.exports = { pages: new Proxy({}, { get: (_, name) => function Page() { return ${JSON.stringify(version)} + name; } }),
        sitemap: async () => ${JSON.stringify(paths.map((p) => ({ path: p })))} };`,
    );
  };

  beforeAll(() => {
    put(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    put(path.join(shellDir, 'main.abc123.js'), 'console.log(1)');
    put(path.join(shellDir, 'main.abc123.js.map'), '{}');
    for (const file of ['main.abc123.js.br', 'main.abc123.js.gz', 'mf-manifest-stats.json', 'mf-manifest-stats.json.br', 'mf-manifest-stats.json.gz', 'mf-stats.json.gz']) {
      put(path.join(shellDir, file), file);
    }
    put(path.join(shellDir, 'assets', 'logo.svg'), '<svg/>');
    // A stand-in for the shell's server renderer: the page's path, its remote versions and the status.
    put(
      path.join(shellDir, 'server', 'index.js'),
      `const owners = [[/^\\/blog(\\/|$)/, 'mfe-blog/BlogListPage'], [/^\\/(services\\/[^/]+|audit)$/, 'mfe-services/ServicePage']];
       module.exports = {
         redirects: [{ from: '/refund-cancellation', to: '/refund' }],
         matchPage: (p) => owners.find(([re]) => re.test(p))?.[1],
         runInRequest: (_context, fn) => fn(),
         renderDocument: async ({ url, remotes, page, siteConfig, contentToken }) => {
           if (siteConfig.contentDown && url === '/resources') console.warn('[content] query failed:', 'timeout');
           return {
           status: url.startsWith('/__not_found__') ? 404 : 200,
           html: '<!doctype html><title>' + url + '</title><main>' + (page ? page.id : 'shell') + ' ' + JSON.stringify(remotes) + '</main>' +
             '<p>content read with ' + (contentToken ? 'a read token' : 'no token') + '</p>',
         }},
       };`,
    );
    publishFake('mfe-blog', '1.0.0+a', ['/blog/hello']);
    publishFake('mfe-blog', '1.1.0+b', ['/blog/hello', '/blog/second']);
    publishFake('mfe-services', '2.0.0+c', ['/services/audit', '/services/about']);
    // A widget-only remote has no server renderer: that is no reason to fail the export.
    put(path.join(storeDir, 'mfe-chat', '3.0.0+d', 'mf-manifest.json'), '{"exposes":[]}');
    writePointer(storeDir, {
      remotes: {
        'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json',
        'mfe-services': '/remotes/mfe-services/2.0.0+c/mf-manifest.json',
        'mfe-chat': '/remotes/mfe-chat/3.0.0+d/mf-manifest.json',
      },
      releases: { 'mfe-blog': { live: '1.0.0+a', liveSince: '2024-01-01T00:00:00.000Z', history: [] } },
    });
  });

  const read = (/** @type {string} */ relative) => readFileSync(path.join(outDir, relative), 'utf8');

  it('writes every page, the 404 page, the site files and the live folders, without server code or maps', async () => {
    const result = await exportSite({ shellDir, storeDir, siteConfig, outDir });
    expect(result.errors).toEqual([]);

    expect(read('index.html')).toContain('<title>/</title>');
    expect(read('about/index.html')).toContain('<title>/about</title>');
    expect(read('blog/hello/index.html')).toContain('mfe-blog/BlogListPage');
    expect(read('services/audit/index.html')).toContain('<title>/services/audit</title>');
    expect(read('audit/index.html')).toContain('<title>/audit</title>');
    // `/about` belongs to the about page, not to a service page called "about".
    expect(read('about/index.html')).not.toContain('mfe-services/ServicePage');
    expect(result.pages).toContain('/services/about');
    expect(result.pages).not.toContain('/blog/:slug');

    expect(read('404.html')).toContain('/__not_found__/x');
    expect(read('refund-cancellation/index.html')).toContain('https://www.example.com/refund');
    expect(read('robots.txt')).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(read('sitemap.xml')).toContain('<loc>https://www.example.com/blog/hello</loc>');
    expect(read('sitemap.xml')).toContain('<loc>https://www.example.com/services/audit</loc>');
    expect(JSON.parse(read('site-config.json'))).toEqual(siteConfig);
    expect(JSON.parse(read('remotes.json'))).toEqual({
      remotes: {
        'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json',
        'mfe-services': '/remotes/mfe-services/2.0.0+c/mf-manifest.json',
        'mfe-chat': '/remotes/mfe-chat/3.0.0+d/mf-manifest.json',
      },
    });
    expect(read('remotes/mfe-chat/3.0.0+d/mf-manifest.json')).toBe('{"exposes":[]}');
    expect(result.warnings.some((line) => line.includes('mfe-chat'))).toBe(false);

    expect(read('main.abc123.js')).toBe('console.log(1)');
    expect(read('assets/logo.svg')).toBe('<svg/>');
    expect(read('remotes/mfe-blog/1.0.0+a/remoteEntry.js')).toContain('1.0.0+a');
    expect(existsSync(path.join(outDir, 'remotes/mfe-blog/1.1.0+b'))).toBe(false);
    for (const absent of ['main.abc123.js.map', 'server', 'remotes/mfe-blog/1.0.0+a/server', 'remotes/mfe-blog/1.0.0+a/remoteEntry.js.map']) {
      expect(existsSync(path.join(outDir, absent)), absent).toBe(false);
    }
    expect(result.warnings.some((line) => line.includes('mfe-marketing has no live version'))).toBe(true);
    expect(result.files).toBeGreaterThan(result.pages.length);
    expect(result.bytes).toBeGreaterThan(0);
  });

  it('carries exactly the static files the gateway serves: no stats, maps or server code, nor their compressed copies', async () => {
    const out = path.join(root, 'same-as-gateway');
    const result = await exportSite({ shellDir, storeDir, siteConfig, outDir: out });
    expect(result.errors).toEqual([]);
    /** @param {string} dir @returns {string[]} */
    const filesIn = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    const exported = new Set(filesIn(out));
    const gateway = await createGateway({ shellDir, storeDir, siteConfig, log: () => {} });
    try {
      // Served means the file itself comes back (a path the gateway refuses may still get a page).
      /** @param {string} url @param {string} source */
      const served = async (url, source) => {
        const answer = await gateway.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'identity' } });
        return answer.statusCode === 200 && answer.body === readFileSync(source, 'utf8');
      };
      const candidates = [
        ...filesIn(shellDir).filter((file) => file !== 'index.html').map((file) => ({ file, url: `/${file}`, source: path.join(shellDir, file) })),
        ...['mfe-blog/1.0.0+a', 'mfe-services/2.0.0+c', 'mfe-chat/3.0.0+d'].flatMap((folder) =>
          filesIn(path.join(storeDir, folder)).map((file) => ({
            file: `remotes/${folder}/${file}`,
            url: `/remotes/${folder}/${file}`,
            source: path.join(storeDir, folder, file),
          })),
        ),
      ];
      for (const { file, url, source } of candidates) expect(exported.has(file), file).toBe(await served(url, source));
    } finally {
      await gateway.close();
    }
    expect(exported.has('main.abc123.js.br')).toBe(true);
    expect(exported.has('remotes/mfe-blog/1.0.0+a/remoteEntry.js.gz')).toBe(true);
    for (const absent of ['mf-manifest-stats.json.br', 'mf-stats.json.gz', 'remotes/mfe-blog/1.0.0+a/mf-manifest-stats.json.br', 'remotes/mfe-blog/1.0.0+a/mf-manifest-stats.json.gz', 'remotes/mfe-blog/1.0.0+a/remoteEntry.js.map.br']) {
      expect(exported.has(absent), absent).toBe(false);
    }
  });

  it('renders with the servers\' read token when it is given, which the pages never carry', async () => {
    const out = path.join(root, 'with-token');
    await exportSite({ shellDir, storeDir, siteConfig, outDir: out, contentToken: 'export-read-token' });
    const page = readFileSync(path.join(out, 'about/index.html'), 'utf8');
    expect(page).toContain('content read with a read token');
    expect(page).not.toContain('export-read-token');
    expect(readFileSync(path.join(out, 'site-config.json'), 'utf8')).not.toContain('export-read-token');
  });

  it('after a release of one remote, --only rewrites that remote\'s pages, the pointer and its live folder', async () => {
    writePointer(storeDir, {
      remotes: { 'mfe-blog': '/remotes/mfe-blog/1.1.0+b/mf-manifest.json', 'mfe-services': '/remotes/mfe-services/2.0.0+c/mf-manifest.json' },
      releases: {},
    });
    const before = { about: read('about/index.html'), audit: read('audit/index.html') };

    const result = await exportSite({ shellDir, storeDir, siteConfig, outDir, only: 'mfe-blog' });
    expect(result.errors).toEqual([]);
    expect(result.pages).toEqual(['/blog', '/blog/hello', '/blog/second', '/policies', '/resources', '/terms']);
    expect(read('blog/second/index.html')).toContain('1.1.0+b');
    expect(read('blog/hello/index.html')).toContain('1.1.0+b');
    expect(JSON.parse(read('remotes.json')).remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.1.0+b/mf-manifest.json');
    expect(read('remotes/mfe-blog/1.1.0+b/remoteEntry.js')).toContain('1.1.0+b');
    // The previous version stays, as in a bucket; other remotes' pages are not touched.
    expect(existsSync(path.join(outDir, 'remotes/mfe-blog/1.0.0+a/remoteEntry.js'))).toBe(true);
    expect(read('about/index.html')).toBe(before.about);
    expect(read('audit/index.html')).toBe(before.audit);
  });

  it('reports a page rendered while the content service failed, so its stand-in copy is not uploaded', async () => {
    const result = await exportSite({ shellDir, storeDir, siteConfig: { ...siteConfig, contentDown: true }, outDir: path.join(root, 'down') });
    expect(result.errors).toEqual(['/resources: [content] query failed: timeout']);
  });

  it('refuses to empty a folder that holds something else, and --only without an earlier export', async () => {
    const other = path.join(root, 'other');
    put(path.join(other, 'keep.txt'), 'mine');
    await expect(exportSite({ shellDir, storeDir, siteConfig, outDir: other })).rejects.toThrow(/refusing/);
    expect(readFileSync(path.join(other, 'keep.txt'), 'utf8')).toBe('mine');
    await expect(exportSite({ shellDir, storeDir, siteConfig, outDir: path.join(root, 'fresh'), only: 'mfe-blog' })).rejects.toThrow(/no earlier export/);
  });
});
