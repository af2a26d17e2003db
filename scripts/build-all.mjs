// @ts-check
// `npm run build`: production builds of the shell and every remote.
import { buildApps } from './buildApps.mjs';

await buildApps();
