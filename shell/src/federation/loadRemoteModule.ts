import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { fallbackModule, type MaybeFallback } from './fallbackModule';

/** Loads one exposed module of a remote; never rejects (the fallback module stands in). */
export async function loadRemoteModule(id: RemotePageId | RemoteWidgetId): Promise<MaybeFallback<RemoteModule>> {
  try {
    return (await loadRemote<MaybeFallback<RemoteModule>>(id)) ?? fallbackModule;
  } catch (error) {
    console.error(`[shell] ${id} failed to load`, error);
    return fallbackModule;
  }
}
