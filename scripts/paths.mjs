// @ts-check
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';

/** Where things live, for every script. */
export const repoRoot = path.resolve(import.meta.dirname, '..');
/** Every app, the shell first. */
export const apps = ['shell', ...remoteNames];
/** Every build `npm run build` makes: the apps, then the release managers' page (not an app of the site: `releases/`). */
export const builtApps = [...apps, 'releases'];
/** The deploy store: laid out as a bucket would be (`<remote>/<version>/`, `remotes.json`). */
export const defaultStoreDir = path.resolve(process.env.DEPLOY_STORE ?? path.join(repoRoot, '.deploy'));
/** Local data: the form relay's outbox. */
export const defaultDataDir = path.join(repoRoot, '.data');
/** @param {string} app */
export const distDir = (app) => path.join(repoRoot, app, 'dist');
