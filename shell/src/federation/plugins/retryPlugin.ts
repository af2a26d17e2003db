import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_RETRIES, pause, retrying } from '../retrying';

type Hook<Name extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[Name]>;

/**
 * A remote's entry script that failed to load. The runtime asks once its own first try has failed;
 * each retry starts the script afresh. (Its type has the hook answer a promise of a promise; the
 * runtime awaits whatever it answers.)
 */
const retryEntry = (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
  await pause();
  const entry = await retrying(() => {
    delete globalLoading[uniqueKey];
    return getRemoteEntry({ origin, remoteInfo });
  }, LOAD_RETRIES - 1);
  return entry || undefined;
}) as Hook<'loadEntryError'>;

/**
 * A page's module: its files (the remote's chunks) load on `get`, and a chunk that failed is asked
 * for again on the next. (Its type has `get` answer a factory; it answers a promise of one.)
 */
const retryModule: Hook<'getModuleFactory'> = ({ remoteEntryExports, expose }) => {
  const get = remoteEntryExports.get as unknown as (expose: string) => Promise<() => unknown>;
  return retrying(() => get(expose));
};

/**
 * A dropped packet should not cost a visitor the page: a remote's entry script, or a page's file,
 * that fails to load is tried again briefly before the fallback panel appears. (Its manifest is
 * the shell's own fetch, retried there: `readManifest`.)
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'retry-scripts', loadEntryError: retryEntry, getModuleFactory: retryModule };
}
