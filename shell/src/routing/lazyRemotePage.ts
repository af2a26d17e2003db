import type { RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from '../federation/loadRemoteModule';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per exposed module, kept across navigations so a page that has loaded once
 * renders at once. A failed load rejects into the caller's error boundary and is not kept: React
 * remembers a lazy component's rejection, so Retry or the next visit needs a fresh one.
 */
export function lazyRemote(id: RemotePageId | RemoteWidgetId): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    const fresh = lazy(() =>
      loadRemoteModule(id).catch((error: unknown) => {
        if (components.get(id) === fresh) components.delete(id);
        throw error;
      }),
    );
    components.set(id, fresh);
    component = fresh;
  }
  return component;
}

export function forgetRemote(id: string) {
  components.delete(id);
}
