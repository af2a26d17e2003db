import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { isFallbackModule } from '../federation/fallbackModule';
import { loadRemoteModule } from '../federation/loadRemoteModule';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per exposed module, kept across navigations so a page that has loaded once
 * renders at once. A fallback is not kept: the next visit to that route tries the remote again.
 */
export function lazyRemote(id: RemotePageId | RemoteWidgetId, load = loadRemoteModule): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    component = lazy(async (): Promise<RemoteModule> => {
      const module = await load(id);
      if (isFallbackModule(module)) components.delete(id);
      return module;
    });
    components.set(id, component);
  }
  return component;
}

export function forgetRemote(id: string) {
  components.delete(id);
}
