import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { fallbackModule, isFallbackModule, type MaybeFallback } from './fallbackModule';

/** Loads one exposed module of a remote; never rejects (the fallback module stands in). */
export async function loadRemoteModule(id: RemotePageId | RemoteWidgetId): Promise<MaybeFallback<RemoteModule>> {
  try {
    const module = await loadRemote<MaybeFallback<RemoteModule>>(id);
    return !module || isFallbackModule(module) ? fallbackModule : module;
  } catch (error) {
    console.error(`[shell] ${id} failed to load`, error);
    return fallbackModule;
  }
}
