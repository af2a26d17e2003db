// @ts-check
import path from 'node:path';

/** Where things live, for every script. */
export const repoRoot = path.resolve(import.meta.dirname, '..');
export const apps = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-services', 'mfe-forms', 'mfe-chat'];
/** The deploy store: laid out as a bucket would be (`<remote>/<version>/`, `remotes.json`). */
export const defaultStoreDir = path.resolve(process.env.DEPLOY_STORE ?? path.join(repoRoot, '.deploy'));
/** Local data: the form relay's outbox. */
export const defaultDataDir = path.join(repoRoot, '.data');
/** @param {string} app */
export const distDir = (app) => path.join(repoRoot, app, 'dist');
