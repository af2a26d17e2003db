import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from '../fallbackMark';

/**
 * When a remote cannot be loaded (manifest unreachable, entry broken, expose missing), answer the
 * load with a fallback module instead of throwing: the route shows the fallback panel and the rest
 * of the site carries on.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback',
    errorLoadRemote(args) {
      // A failed manifest fetch is reported at 'afterResolve' first; let it fail so the load itself
      // reaches 'onLoad', where a module (not a manifest) is the expected answer.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module "${args.id}" could not be loaded`, args.error);
      // Only a marker: the app code (loadRemoteModule) swaps in the fallback component.
      return unavailableModule;
    },
  };
}
