// @ts-check
import { remoteNames } from '@site/shared/remotes';
import { defaultDataDir, defaultStoreDir, distDir, repoRoot } from '@site/gateway';

/** Where things live, for every script: the gateway's paths, and the apps to build. */
export { defaultDataDir, defaultStoreDir, distDir, repoRoot };
/** Every app, the shell first. */
export const apps = ['shell', ...remoteNames];
/** Every build `npm run build` makes: the apps, then the release managers' page (not an app of the site: `releases/`). */
export const builtApps = [...apps, 'releases'];
