// @ts-check
// Edit to screen: how long after saving an edit to a remote's component the browser shows it, and
// whether the page stayed (no reload), in the two loops a team developer works in:
// - `npm run dev`: every app local, React's development build, Fast Refresh (state kept);
// - `npm run dev -- mfe-blog --site <url>`: mfe-blog from its dev server inside the running site (a
//   dev override), the rest as deployed; the site's React is the production build, so the shell
//   renders the remote's pages again from the new code.
// The edit is mfe-blog's list heading, made in the repository's source and put back afterwards, even
// when the bench is interrupted.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';

const BLOG_LIST_PAGE = path.join(repoRoot, 'mfe-blog/src/pages/BlogListPage.tsx');
const TITLE = '<Title order={1}>{blogListCopy.title}</Title>';
const SHOWS_WITHIN_MS = 15_000;

/** @param {number} port */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A port nothing listens on, and the `count - 1` after it. @param {number} from @param {number} count */
async function freePorts(from, count) {
  for (let base = from; base < from + 100 * count; base += count) {
    const taken = await Promise.all(Array.from({ length: count }, (_, i) => accepts(base + i)));
    if (!taken.some(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports from ${from}`);
}

/**
 * A command of the repository in a process group of its own, its output kept (colours stripped) for
 * `until` and for the error when it fails.
 * @param {string[]} args node arguments @param {NodeJS.ProcessEnv} env
 */
function startDev(args, env) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString().replace(/\u001b\[[0-9;]*m/g, '')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stop);
  return {
    /** Resolves with the output once `ready(output)` holds; rejects if the command exits or takes over 3 minutes. @param {(output: string) => boolean} ready */
    async until(ready) {
      const deadline = Date.now() + 180_000;
      while (!ready(output)) {
        if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`${args.join(' ')} was not ready in time:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return output;
    },
    stop,
  };
}

/**
 * Opens `url`, waits until the page stays (a dev server may reload it once after its first compile),
 * then edits the heading `runs` times, each time timing until the page shows it.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {number} runs
 * @returns {Promise<{ times: number[], reloaded: boolean }>}
 */
async function timeEdits(browser, url, runs) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const original = readFileSync(BLOG_LIST_PAGE, 'utf8');
  if (!original.includes(TITLE)) throw new Error(`${BLOG_LIST_PAGE} no longer has ${TITLE}: the edit bench needs a heading to change`);
  const restore = () => writeFileSync(BLOG_LIST_PAGE, original);
  process.once('exit', restore);
  try {
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2_000);
    await page.evaluate(() => Object.assign(window, { __benchMark: 1 }));
    /** @type {number[]} */
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const text = `Edited for the bench ${run}`;
      writeFileSync(BLOG_LIST_PAGE, original.replace(TITLE, `<Title order={1}>${text}</Title>`));
      const saved = Date.now();
      await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: SHOWS_WITHIN_MS });
      times.push(Date.now() - saved);
      // Let the dev server settle before the next save.
      await page.waitForTimeout(1_000);
    }
    const reloaded = !(await page.evaluate(() => /** @type {any} */ (window).__benchMark === 1));
    return { times, reloaded };
  } finally {
    restore();
    process.removeListener('exit', restore);
    await context.close();
  }
}

/**
 * Edit to screen in both loops, side by side.
 * @param {{ browser: import('@playwright/test').Browser, site: { origin: string, previewSecret: string }, runs: number }} options
 * @returns {Promise<string[][]>} a row per loop: loop, median, range, page reloaded
 */
export async function editToScreen({ browser, site, runs }) {
  // Interrupted: exit, so the source is put back and the dev servers stopped ('exit' handlers).
  process.once('SIGINT', () => process.exit(130));
  const row = (/** @type {string} */ loop, /** @type {{ times: number[], reloaded: boolean }} */ { times, reloaded }) => {
    const sorted = [...times].sort((a, b) => a - b);
    return [loop, `${sorted[Math.floor(sorted.length / 2)]} ms`, `${sorted[0]}–${sorted.at(-1)} ms`, reloaded ? 'yes' : 'no'];
  };

  // Every app local: the shell's dev server on DEV_PORT, each remote on its offset from it.
  const devPort = await freePorts(4400, 6);
  const services = await freePorts(devPort + 6, 3);
  const all = startDev([path.join(repoRoot, 'scripts/dev.mjs')], {
    NODE_ENV: 'development',
    DEV_PORT: String(devPort),
    CMS_PORT: String(services),
    RELAY_PORT: String(services + 1),
    CHAT_PORT: String(services + 2),
  });
  let local;
  try {
    await all.until((output) => new Set(output.match(/[\w-]+ compiled successfully/g)).size >= 6);
    local = await timeEdits(browser, `http://127.0.0.1:${devPort}/blog`, runs);
  } finally {
    all.stop();
  }

  // mfe-blog alone, inside the running site, through the link the command prints.
  const remotePort = await freePorts(devPort + 9, 1);
  const one = startDev([path.join(repoRoot, 'scripts/dev.mjs'), 'mfe-blog', '--site', site.origin, '--port', String(remotePort), '--no-open'], {
    PREVIEW_SECRET: site.previewSecret,
  });
  let inside;
  try {
    const output = await one.until((text) => /\/_preview\/dev\?pass=\S+/.test(text));
    const link = /** @type {string} */ (output.match(/https?:\/\/\S+\/_preview\/dev\?pass=\S+/)?.[0]);
    inside = await timeEdits(browser, link, runs);
  } finally {
    one.stop();
  }
  return [row('npm run dev (every app local, Fast Refresh)', local), row('npm run dev -- mfe-blog --site (dev override)', inside)];
}
