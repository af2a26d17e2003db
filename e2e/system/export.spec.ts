import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { expect, test } from '../support/test';
import { copyTestStore } from '../support/siteVariant';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run export` as a developer runs it, in a child process: from a shell where NODE_ENV is unset
 * (no variable of the test runner's), the test site's deploy store (a copy: other tests switch
 * versions in it) as its `DEPLOY_STORE`, into an empty folder. Resolves with its exit code and output.
 */
function runExport(outDir: string, storeDir: string, siteUrl: string) {
  const env: NodeJS.ProcessEnv = {
    // The Node running the tests first (npm itself runs on it; `npm run` then puts node_modules/.bin first).
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DEPLOY_STORE: storeDir,
    SITE_URL: siteUrl,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn('npm', ['run', 'export', '--', '--out', outDir], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
  return {
    done,
    /** Ends npm and the export under it, if the test ends first. */
    stop: () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/** The exported folder as a bucket behind a CDN serves it: files only (`/contact` -> `contact/index.html`), no Node rendering. */
async function serveFolder(root: string) {
  const server = Fastify();
  await server.register(fastifyStatic, { root });
  server.setNotFoundHandler((_request, reply) => reply.code(404).sendFile('404.html'));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test.describe('npm run export', () => {
  test('exports the site with NODE_ENV unset, and the static copy shows and hydrates its pages without the gateway', async ({ page }) => {
    // A whole site of server renders in a child process, beside the test site on a shared machine.
    test.setTimeout(300_000);
    const outDir = mkdtempSync(path.join(tmpdir(), 'e2e-export-'));
    const storeDir = copyTestStore('e2e-export-store');
    // The folder is served before the export writes it, so SITE_URL can be the address it is served at.
    const bucket = await serveFolder(outDir);
    const exporting = runExport(outDir, storeDir, bucket.url);
    try {
      const { code, output } = await exporting.done;
      expect(code, `npm run export failed:\n${output}`).toBe(0);
      expect(output).toMatch(/Exported the site to .*: \d+ pages/);

      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      for (const [pathname, heading] of [
        ['/', /Govern\.\s*Comply\.\s*Excel\./],
        ['/blog/zero-trust-mid-sized-firms', 'Zero Trust for Mid-Sized Firms: Where to Start'],
        ['/contact', 'Contact Us'],
      ] as const) {
        const response = await page.goto(`${bucket.url}${pathname}`);
        expect(response?.status(), pathname).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), pathname).toHaveText(heading);
        await expect(page.locator('html'), `${pathname} hydrates`).toHaveAttribute('data-hydrated', 'true');
        // Hydrated over the exported HTML: the heading is still the one the export wrote.
        await expect(page.getByRole('heading', { level: 1 }), pathname).toHaveText(heading);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      exporting.stop();
      await bucket.close();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(path.dirname(storeDir), { recursive: true, force: true });
    }
  });
});
