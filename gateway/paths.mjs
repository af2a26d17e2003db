// @ts-check
import path from 'node:path';

/** The repository: the apps' builds and package files are read from it. */
export const repoRoot = path.resolve(import.meta.dirname, '..');
/** The deploy store: laid out as a bucket would be (`<remote>/<version>/`, `remotes.json`). */
export const defaultStoreDir = path.resolve(process.env.DEPLOY_STORE ?? path.join(repoRoot, '.deploy'));
/** Local data: the form relay's outbox, the generated preview secret. */
export const defaultDataDir = path.join(repoRoot, '.data');
/** @param {string} app */
export const distDir = (app) => path.join(repoRoot, app, 'dist');
