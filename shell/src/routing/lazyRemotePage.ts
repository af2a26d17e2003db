import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from '../federation/loadRemoteModule';

const components = new Map<string, LazyExoticComponent<ComponentType>>();
/** Loads under way or done, shared by the routes and the prefetcher, so a prefetched page is not loaded twice. */
const loads = new Map<string, Promise<RemoteModule>>();

function load(id: RemotePageId | RemoteWidgetId): Promise<RemoteModule> {
  let loading = loads.get(id);
  if (!loading) {
    const started = loadRemoteModule(id);
    // A failed load is not kept: the route's Retry, or the next intent, starts a fresh one.
    started.catch(() => {
      if (loads.get(id) === started) loads.delete(id);
    });
    loads.set(id, started);
    loading = started;
  }
  return loading;
}

/**
 * One lazy component per exposed module, kept across navigations so a page that has loaded once
 * renders at once. A failed load rejects into the caller's error boundary and is not kept: React
 * remembers a lazy component's rejection, so Retry or the next visit needs a fresh one.
 */
export function lazyRemote(id: RemotePageId | RemoteWidgetId): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    const fresh = lazy(() =>
      load(id).catch((error: unknown) => {
        if (components.get(id) === fresh) components.delete(id);
        throw error;
      }),
    );
    components.set(id, fresh);
    component = fresh;
  }
  return component;
}

/**
 * Starts loading a page's module (its remote's entry, the page's files) ahead of a navigation the
 * visitor shows intent for; the route then renders it from the same load. Failures are left to the
 * route, which loads again and shows its fallback panel.
 */
export function preloadRemotePage(id: RemotePageId): void {
  load(id).catch(() => {});
}

export function forgetRemote(id: string) {
  components.delete(id);
  loads.delete(id);
}

/** Forgets every module of one remote (its pages and widgets): their next render loads them again. */
export function forgetRemoteModules(remote: string) {
  for (const id of [...components.keys(), ...loads.keys()]) if (id.startsWith(`${remote}/`)) forgetRemote(id);
}
