import { readdirSync } from 'node:fs';
import { issueToken, openStore, type Store } from '@site/gateway';
import { remoteSite } from '../../../scripts/release/remoteSite.mjs';
import { clusterTest as test, THIRD, until } from '../../support/cluster';
import { sampleRoutes } from '../../support/routes';
import { expect } from '../../support/test';

/** A page of every route: what a new gateway must serve as the others do. */
const PAGES = sampleRoutes.map((route) => route.path);

/** The product's promise: a switch made anywhere is served by every gateway within a second (docs/cluster.md). */
const SWITCH_SERVED_MS = 1_000;

/** An answer's status, its bytes and its type, asked of one gateway directly. */
async function bytesOf(base: string, url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: answer.status, type: answer.headers.get('content-type'), cacheControl: answer.headers.get('cache-control'), body: Buffer.from(await answer.arrayBuffer()) };
}

const SITE_DATA = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/;

/**
 * A page as two renders of it must agree, on one gateway as on two: its markup, with the preloads
 * React hoists in the order they were asked for (by whichever content query answered first) sorted,
 * and its site data (`#site-data`) with its content queries in one order, less when they ran
 * (`dehydratedAt`, `dataUpdatedAt`) and where the gateway's live-content stream stood (`live.after`).
 * Everything else, the versions' code and files the page names included, must match.
 */
function renderedAlike(html: string) {
  const data = JSON.parse(SITE_DATA.exec(html)?.[1] ?? 'null');
  for (const query of data?.content?.queries ?? []) {
    query.dehydratedAt = 0;
    if (query.state) query.state.dataUpdatedAt = 0;
  }
  data?.content?.queries?.sort((a: { queryHash: string }, b: { queryHash: string }) => a.queryHash.localeCompare(b.queryHash));
  if (data?.live) data.live.after = '';
  const markup = html
    .replace(SITE_DATA, '')
    .replace(/(<div id="root">)((?:<link [^>]*\/>)+)/, (_, root: string, links: string) => root + (links.match(/<link [^>]*\/>/g) ?? []).sort().join(''));
  return { markup, data };
}

/** The mfe-blog version a gateway serves, from its `/remotes.json`. */
async function blogVersion(base: string) {
  const { remotes } = (await (await fetch(`${base}/remotes.json`)).json()) as { remotes: Record<string, string> };
  return /\/mfe-blog\/([^/]+)\/mf-manifest\.json$/.exec(remotes['mfe-blog'] ?? '')?.[1];
}

// Gateways as on separate machines: each has a deploy folder of its own and they share only
// PostgreSQL (which holds the published versions) and Varnish in front. A third gateway started on an
// empty folder after the cluster's releases serves what the first one does, byte for byte, and a
// rollback through the first to a version it has never held.
test.describe('cluster: gateways on folders of their own, sharing only PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  let state: Store;

  test.beforeAll(async ({ cluster }) => {
    await cluster.revive();
    state = await openStore({ storeDir: cluster.storeDir, databaseUrl: cluster.databaseUrl, log: () => {} });
  });
  test.afterAll(async () => {
    await state?.close();
  });

  test('a gateway started on an empty folder serves every page and asset byte for byte as gateway A; a rollback through A it serves at once', async ({ cluster }) => {
    test.setTimeout(180_000);
    const [a, b] = cluster.gateways;
    expect(a.deployFolder).toBeTruthy();
    expect(a.deployFolder).not.toBe(b.deployFolder);
    const third = await cluster.addGateway();
    const gatewayA = `http://127.0.0.1:${a.port}`;
    const gatewayC = `http://127.0.0.1:${third.port}`;

    // Every version A serves, C serves too: its pointer and each live, canary and staging version.
    const pointers = { production: await state.readPointer('production'), staging: await state.readPointer('staging') };
    expect(await bytesOf(gatewayC, '/remotes.json')).toEqual(await bytesOf(gatewayA, '/remotes.json'));
    const versions = new Set<string>();
    for (const pointer of Object.values(pointers)) {
      for (const [remote, release] of Object.entries(pointer.releases)) versions.add(`${remote}/${release.live}`);
      for (const [remote, canary] of Object.entries(pointer.canaries ?? {})) versions.add(`${remote}/${canary.version}`);
    }
    let assets = 0;
    for (const named of versions) {
      // Every file of the version A serves: the names are the ones on A's disk (a cache the store filled).
      const files = readdirSync(`${a.deployFolder}/${named}`, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath.slice(`${a.deployFolder}/${named}`.length)}/${entry.name}`.replace(/^\/+/, ''));
      expect(files.length, `${named} on A's disk`).toBeGreaterThan(0);
      for (const file of files) {
        const url = `/remotes/${named}/${file}`;
        const fromA = await bytesOf(gatewayA, url);
        const fromC = await bytesOf(gatewayC, url);
        expect({ url, status: fromC.status, type: fromC.type }).toEqual({ url, status: fromA.status, type: fromA.type });
        expect(fromC.body.equals(fromA.body), `${url} byte for byte`).toBe(true);
        if (fromA.status === 200) assets += 1;
      }
    }
    expect(assets).toBeGreaterThan(versions.size * 10);

    // The pages, rendered by each (a page A kept is compared with C's own render of it): the same
    // HTML but for the render's own time stamps.
    // A first render on a busy machine may fall short of the render budget (built-in copy, `no-store`):
    // each page is asked again until it comes whole.
    const whole = (base: string, page: string) =>
      until(() => bytesOf(base, page, { accept: 'text/html' }), (answer) => answer.cacheControl !== 'no-store', { timeoutMs: 60_000, intervalMs: 200, what: `${page} whole from ${base}` });
    for (const page of PAGES) {
      const fromA = (await whole(gatewayA, page)).value;
      const fromC = (await whole(gatewayC, page)).value;
      expect({ page, status: fromC.status, cacheControl: fromC.cacheControl }).toEqual({ page, status: fromA.status, cacheControl: fromA.cacheControl });
      expect(renderedAlike(fromC.body.toString('utf8')), `${page} as A renders it`).toEqual(renderedAlike(fromA.body.toString('utf8')));
    }

    // A rollback through A to a version of the blog neither C nor A has held: C serves it at once.
    const blog = cluster.live['mfe-blog'];
    const target = `${blog}.${THIRD}`;
    const current = await blogVersion(gatewayC);
    const to = current === target ? blog : target;
    const token = await issueToken(state.trust.tokens, { name: `separate-${Date.now()}`, remotes: ['mfe-blog'], createdBy: 'e2e' });
    await remoteSite(gatewayA, token).act('rollback', { remote: 'mfe-blog', version: to, reason: 'e2e: a gateway that never held it' });
    const { ms } = await until(() => blogVersion(gatewayC), (version) => version === to, { timeoutMs: 30_000, what: `the new gateway serving mfe-blog ${to}` });
    test.info().annotations.push({ type: 'rollback through A served by the new gateway', description: `${ms} ms (promise: ${SWITCH_SERVED_MS} ms; measured in npm run bench -- --cluster)` });
    // Served whole: the page renders with the version's code on the server, its files answered by C.
    const blogPage = (await whole(gatewayC, '/blog')).value;
    expect(blogPage.body.toString('utf8')).toContain(`/remotes/mfe-blog/${to}/`);
    expect((await bytesOf(gatewayC, `/remotes/mfe-blog/${to}/mf-manifest.json`)).status).toBe(200);
    // The machine is loaded: the bound here is generous, and the 1 s promise is the bench's row.
    expect(ms).toBeLessThan(SWITCH_SERVED_MS * 10);
    await remoteSite(gatewayA, token).act('rollback', { remote: 'mfe-blog', version: blog, reason: 'e2e: back' });
    await third.kill();
  });
});
