import { execFile } from 'node:child_process';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { bucketAtPoint } from '@site/gateway';
import { clusterTest as test, SECOND, THIRD, until } from '../../support/cluster';
import { expect } from '../../support/test';

const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** How soon after a switch the edge's hints must name the new files: the cluster's fan-out budget (docs/cluster.md). */
const HINTS_FOLLOW_MS = 1_000;

/** The informational (1xx) and final answers of one page navigation over HTTP/2, in the order they came. */
async function navigate(edge: { origin: string; cert: string }, pagePath: string) {
  const session = http2.connect(edge.origin, { ca: edge.cert });
  try {
    return await new Promise<{ status: number; link?: string; xCache?: string }[]>((resolve, reject) => {
      const answers: { status: number; link?: string; xCache?: string }[] = [];
      const stream = session.request({ ':path': pagePath, accept: 'text/html' });
      const note = (headers: http2.IncomingHttpHeaders) => answers.push({ status: Number(headers[':status']), link: headers.link as string | undefined, xCache: headers['x-cache'] as string | undefined });
      stream.on('headers', note);
      stream.on('response', note);
      stream.resume();
      stream.on('end', () => resolve(answers));
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

/** One page load through the edge over HTTP/1.1 and TLS, as a visitor with `cookie` (none: a new visitor). */
function throughEdge(edge: { origin: string; cert: string }, pagePath: string, cookie?: string) {
  return new Promise<{ status: number; xCache?: string; storedAs?: string; cacheControl: string; setCookie: string[]; blog?: string }>((resolve, reject) => {
    const request = https.get(`${edge.origin}${pagePath}`, { ca: edge.cert, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          xCache: answer.headers['x-cache'] as string | undefined,
          // Varnish's id of the stored copy that answered a hit (`X-Varnish: <request> <copy>`).
          storedAs: (answer.headers['x-varnish'] as string | undefined)?.split(' ')[1],
          cacheControl: answer.headers['cache-control'] ?? '',
          setCookie: answer.headers['set-cookie'] ?? [],
          // The blog's version the page names (its embedded pointer), when it composes the blog.
          blog: /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec(body)?.[1],
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The files a `Link` value names. */
const files = (link = '') => [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);

// The edge (HAProxy, scripts/cluster/edge.mjs) in front of the Varnish the gateways purge, asked as a
// browser asks it: HTTP/2 over TLS, trusting the cluster's local certificate.
test.describe('cluster: the edge in front of Varnish', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ cluster }) => {
    await cluster.revive();
  });

  test("a 103 naming the page's stylesheets comes before its 200, on a cache miss too", async ({ cluster }) => {
    // The routed remote's live version, and the edge hinting it: the gateways were just started
    // again (`revive`), and the edge learns a page's hints from them once they answer it.
    const { remotes } = (await (await fetch(`${cluster.origin}/remotes.json`)).json()) as { remotes: Record<string, string> };
    const liveFolder = remotes['mfe-forms'].replace(/mf-manifest\.json$/, '');
    await until(async () => files((await navigate(cluster.edge, '/contact'))[0].link), (hinted) => hinted.some((file) => file.startsWith(liveFolder)), { what: `the edge hinting ${liveFolder}` });

    // A query Varnish has never seen: a miss there, the gateway's answer still to come when the 103 goes.
    const answers = await navigate(cluster.edge, `/contact?edge=${Date.now()}`);
    expect(answers.map((answer) => answer.status)).toEqual([103, 200]);
    const [early, page] = answers;
    expect(page.xCache).toBe('miss');
    // The stylesheets the page's head loads, the shell's and the live version's, as its own Link names them.
    expect(files(early.link)).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.css$/));
    expect(files(early.link).filter((file) => file.startsWith(`${liveFolder}ContactPage.`) && file.endsWith('.css'))).toHaveLength(1);
    expect(files(early.link)).toEqual(files(page.link));
    expect(early.link).toMatch(/rel=preload;as=style/);
  });

  test('a release switch changes the hinted files within the fan-out budget', async ({ cluster }) => {
    test.setTimeout(60_000);
    const hintedVersion = async () => files((await navigate(cluster.edge, '/contact'))[0].link).map((file) => /^\/remotes\/mfe-forms\/([^/]+)\//.exec(file)?.[1]).find(Boolean);
    const before = await hintedVersion();
    expect(before).toBeTruthy();
    const base = before?.endsWith(`.${SECOND}`) ? before.slice(0, -SECOND.length - 1) : `${before}`;
    const next = before?.endsWith(`.${SECOND}`) ? base : `${base}.${SECOND}`;
    await run(process.execPath, [path.join(repo, 'scripts/release/rollback.mjs'), 'mfe-forms', next, '--reason', 'e2e: the edge follows'], { env: cluster.commandEnv, cwd: repo });
    // Switched once the command has returned: from then, the budget is the deadline.
    await until(hintedVersion, (version) => version === next, { timeoutMs: HINTS_FOLLOW_MS, what: `the edge hinting mfe-forms ${next}` });
  });
});

test.describe('cluster: a canary through the edge keeps the cache in front', () => {
  test('one copy per side on the pages of the canaried remote only, the bucket set past the cache; once it ends a bucket changes nothing', async ({ cluster }) => {
    test.setTimeout(120_000);
    const candidateBucket = `site_bucket=${bucketAtPoint('mfe-blog', 10)}`;
    const stableBucket = `site_bucket=${bucketAtPoint('mfe-blog', 90)}`;
    const { remotes } = (await (await fetch(`${cluster.origin}/remotes.json`)).json()) as { remotes: Record<string, string> };
    const stable = /\/mfe-blog\/([^/]+)\//.exec(remotes['mfe-blog'])?.[1] ?? '';
    const base = cluster.live['mfe-blog'];
    const candidate = [base, `${base}.${SECOND}`, `${base}.${THIRD}`].find((version) => version !== stable) ?? '';
    const kept = (pagePath: string, cookie?: string) => until(() => throughEdge(cluster.edge, pagePath, cookie), (answer) => answer.xCache === 'hit', { what: `${pagePath} kept in front (${cookie ?? 'a new visitor'})` });

    // A page without the blog, kept afresh just before the canary: the canary's purge must leave it.
    await fetch(`${cluster.origin}/`, { method: 'PURGE', headers: { 'xkey-purge': '/about' } });
    const aboutKept = await kept('/about');

    await run(process.execPath, [path.join(repo, 'scripts/release/canary.mjs'), 'mfe-blog', candidate, '--percent', '50', '--reason', 'e2e: the cache stays'], { env: cluster.commandEnv, cwd: repo });
    // Once the edge splits by it: the candidate bucket's blog, kept, is the candidate; the stable one's the live version.
    const candidateHit = await until(() => throughEdge(cluster.edge, '/blog', candidateBucket), (answer) => answer.xCache === 'hit' && answer.blog === candidate, { what: 'the candidate side of /blog kept in front' });
    expect(candidateHit.value.cacheControl).toContain('s-maxage=30');
    expect((await until(() => throughEdge(cluster.edge, '/blog', stableBucket), (answer) => answer.xCache === 'hit', { what: 'the stable side of /blog kept' })).value.blog).toBe(stable);
    // The page without the blog: the copy kept before the canary, one for everyone, carrying nothing of it.
    const about = await throughEdge(cluster.edge, '/about');
    expect(about.xCache).toBe('hit');
    // The very copy kept before the switch (a purge would have had it rendered and stored anew).
    expect(about.storedAs, 'the copy of /about kept before the canary').toBe(aboutKept.value.storedAs);
    expect(about.blog).toBeUndefined();
    // A new visitor is given a bucket by the edge, on a kept page, and keeps their side.
    const drawn = /^site_bucket=([^;]+);.*HttpOnly/.exec(about.setCookie.find((line) => line.startsWith('site_bucket=')) ?? '')?.[1];
    expect(drawn).toBeTruthy();
    const newcomer = await kept('/blog', `site_bucket=${drawn}`);
    expect(newcomer.value.setCookie).toEqual([]);
    expect([stable, candidate]).toContain(newcomer.value.blog);

    await run(process.execPath, [path.join(repo, 'scripts/release/abort.mjs'), 'mfe-blog', '--reason', 'e2e: over'], { env: cluster.commandEnv, cwd: repo });
    // Ended: the candidate bucket's visitor and a crawler without cookies get the one shared copy of
    // the live version, from the cache. Once the switch has settled, that is: until the edge has
    // learned of the end it still splits by the bucket, and a render begun before the switch may be
    // kept until the gateways' second purge, a render budget after it (docs/cluster.md).
    const after = await until(
      async () => ({ bucket: await throughEdge(cluster.edge, '/blog', candidateBucket), crawler: await throughEdge(cluster.edge, '/blog') }),
      ({ bucket, crawler }) => bucket.xCache === 'hit' && crawler.xCache === 'hit' && bucket.storedAs === crawler.storedAs && bucket.blog === stable,
      { what: '/blog kept for everyone again, one copy of the live version' },
    );
    // No bucket drawn for either.
    expect(after.value.bucket.setCookie).toEqual([]);
    expect(after.value.crawler.setCookie).toEqual([]);
  });
});
