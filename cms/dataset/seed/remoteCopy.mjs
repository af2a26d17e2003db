// @ts-check
/**
 * The remotes' built-in copy, read by the seed: what a remote shows with the content service down is
 * the content itself, so a visitor reads the same words either way. The remotes own these files; the
 * seed only reads them (JSON, so node reads them as they are, without the remotes' bundler).
 */
import { readFileSync } from 'node:fs';

/**
 * @param {'mfe-marketing' | 'mfe-services'} remote
 * @param {string} file a path under the remote's src/content/
 * @returns {any}
 */
export function remoteCopy(remote, file) {
  return JSON.parse(readFileSync(new URL(`../../../${remote}/src/content/${file}`, import.meta.url), 'utf8'));
}
