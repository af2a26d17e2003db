// @ts-check
import { randomBytes } from 'node:crypto';

/**
 * The read tokens of the site's own servers, from the environment of whoever serves or exports the
 * site. They travel only between server processes (environment, function arguments): never in
 * `site-config.json`, a page or a URL.
 *
 * - `local`: what the embedded local content service accepts and its other clients (the chat
 *   service) send. `SANITY_API_READ_TOKEN` when it is set and no real Sanity project is configured
 *   (so a content service started on its own with the same token agrees), else a fresh random one
 *   for this run.
 * - `server`: what server renders send to the content the site is configured with: the local one's
 *   token, or for a real Sanity project `SANITY_API_READ_TOKEN` (unset: anonymous, as before).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ local: string, server: string | undefined }}
 */
export function contentReadTokens(env = process.env) {
  const given = env.SANITY_API_READ_TOKEN?.trim() || undefined;
  const realSanity = Boolean(env.SANITY_PROJECT_ID);
  const local = (!realSanity && given) || randomBytes(32).toString('base64url');
  return { local, server: realSanity ? given : local };
}
