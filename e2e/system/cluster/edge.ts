import { execFile } from 'node:child_process';
import http2 from 'node:http2';
import path from 'node:path';
import { promisify } from 'node:util';
import { clusterTest as test, SECOND, until } from '../../support/cluster';
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
