import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { waitForHydration } from './test';

/** The blog's heading in the live version, and in the candidate `publishCandidate` makes. */
export const liveHeading = 'Insights & Articles';
export const candidateHeading = 'Insights & Articles: Candidate';

/**
 * A changed build of mfe-blog, made from the live version in `store` with its blog heading changed in
 * both the server renderer and the browser's files (their precompressed copies dropped), so a page
 * shows which version rendered it and hydration would complain if server and browser disagreed.
 * Written to `into`, a build folder as `npm run build -w mfe-blog` leaves one; returns the live version.
 */
export function candidateBuild(store: string, into: string): string {
  const live = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')).releases['mfe-blog'].live as string;
  cpSync(path.join(store, 'mfe-blog', live), into, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(br|gz)$/.test(name)) rmSync(file);
      else if (name.endsWith('.js')) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(`'${liveHeading}'`, `'${candidateHeading}'`).replaceAll(`"${liveHeading}"`, `"${candidateHeading}"`));
    }
  };
  walk(into);
  return live;
}

/** A second published version of mfe-blog in `store`: the live one with its heading changed (`candidateBuild`). */
export function publishCandidate(store: string): string {
  const live = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')).releases['mfe-blog'].live as string;
  const version = `${live}.candidate`;
  candidateBuild(store, path.join(store, 'mfe-blog', version));
  return version;
}

/**
 * The blog's heading as a visitor of `siteUrl` sees it once hydrated, in a browser of their own holding
 * these cookies (`site_bucket` puts them on one side of a canary): which version they were served.
 */
export async function visitorBlogHeading(browser: Browser, siteUrl: string, cookies: Record<string, string> = {}) {
  const context = await browser.newContext();
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl })));
  const page = await context.newPage();
  await page.goto(`${siteUrl}/blog`);
  await waitForHydration(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await context.close();
  return heading;
}
