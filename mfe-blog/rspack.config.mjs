// @ts-check
import path from 'node:path';
import { createAppConfigs } from '@site/shared/tooling/createAppConfig.mjs';

// Exposes come from the contract in shared (src/contracts/remotes.mjs): one file per page in src/pages/.
const [browser, ...server] = createAppConfigs({ dir: import.meta.dirname, app: 'mfe-blog' });

// A page file carries no built-in posts: they are a chunk of their own, which a page asks for only
// when the content service's answer has no posts, or not the article asked for (see the loader).
browser.module ??= {};
browser.module.rules ??= [];
browser.module.rules.push({ test: /src[\\/]content[\\/]builtInPosts\.ts$/, enforce: 'pre', loader: path.join(import.meta.dirname, 'tooling/builtInPostsLoader.mjs') });

export default [browser, ...server];
