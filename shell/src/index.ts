// Styles first and synchronously, so the server HTML is styled by a <link> in the head, not by script.
import '@site/shared/kits/mantineCore.css';

import { nextTask } from './boot/nextTask';
import { provideBundlerRuntime } from './federation/provideBundlerRuntime';

// Before any remote's entry runs: the entries take the shell's federation bundler runtime.
provideBundlerRuntime();

/**
 * The async boundary lets Module Federation negotiate shared singletons before any React code runs.
 * The largest packages are evaluated first, one task each: evaluated with the app in one task
 * (~100 ms on a phone), they would keep the visible page from answering a tap.
 */
async function boot() {
  for (const load of [() => import('react-dom/client'), () => import('@mantine/core'), () => import('react-router-dom')]) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void boot();
