import { loadSiteConfig } from '@site/shared/config';
import type { RemotePageId } from '@site/shared/contracts';
import { createContentCache, loadContentClient } from '@site/shared/content';
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { nextTask } from './boot/nextTask';
import { startFieldReporter } from './field/fieldReporter';
import { reportPageError } from './field/loadFailures';
import { watchPageErrors } from './field/pageErrors';
import { embedManifests } from './federation/embeddedManifests';
import { loadRemoteModule } from './federation/loadRemoteModule';
import { registerRemotesFromPointer } from './federation/remotesPointer';
import { matchPage } from './routing/matchPage';
import { remoteOf } from './routing/routeTable';
import { readSiteData, type PreviewInfo } from './ssr/siteData';
import { whenHydrated } from './ssr/useHydratedMark';

/**
 * The field signal of this page load: failures are reported from now on, from anywhere on the page
 * (`pageErrors.ts`), and a page that never hydrates; the Core Web Vitals once the page has hydrated
 * (`web-vitals` is its own file, loaded then), for the remote owning the page. The reporter that
 * sends them is its own file too, loaded then or at the first report (`fieldReporter.ts`).
 */
function startFieldSignal() {
  void startFieldReporter(whenHydrated);
  const page = matchPage(window.location.pathname);
  watchPageErrors({ routed: page ? remoteOf(page) : undefined, hydrated: whenHydrated });
  if (!page) return;
  const { pathname } = window.location;
  void whenHydrated.then(() => import(/* webpackChunkName: "field-vitals" */ './field/webVitals')).then(({ observeWebVitals }) => observeWebVitals(remoteOf(page), pathname));
}

/** A hydration error (React recovered by rendering on the client) or an uncaught one, for the routed page's remote. */
function reportRootError(kind: 'hydration' | 'render') {
  return (error: unknown) => {
    const page = matchPage(window.location.pathname);
    if (page) reportPageError(remoteOf(page), error, kind);
    // What React does without these options: the browser's error reporting (console, error tools).
    if (typeof window.reportError === 'function') window.reportError(error);
    else console.error(error);
  };
}

/**
 * The routed page's module, loaded before hydration so it renders at once over the server HTML.
 * If it fails, nothing is preloaded: the route loads it itself and its error boundary shows the
 * fallback panel.
 */
async function loadRoutedPage(): Promise<Map<RemotePageId, ComponentType>> {
  const id = matchPage(window.location.pathname);
  if (!id) return new Map();
  return loadRemoteModule(id).then(
    (module) => new Map([[id, module.default]]),
    () => new Map(),
  );
}

/**
 * The preview banner, on a preview's pages only (the server rendered it there): its file is asked for
 * beside the routed page's, so the page hydrates over the same HTML and a visitor never loads it.
 */
async function previewBanner(preview: PreviewInfo | undefined) {
  if (!preview) return undefined;
  // If it cannot be loaded, the page still hydrates: React renders it again without the banner.
  const loaded = await import(/* webpackChunkName: "preview-banner" */ './layout/PreviewBanner').catch(() => undefined);
  return loaded ? <loaded.PreviewBanner preview={preview} /> : undefined;
}

async function start() {
  const root = document.getElementById('root')!;
  const serverData = readSiteData();
  const contentCache = createContentCache();

  if (serverData) {
    // This chunk's modules were evaluated in this task; what follows is a task of its own.
    await nextTask();
    // Server-rendered: the configuration, the pointer, the routed remote's manifest and the content
    // came with the HTML.
    window.__SITE_CONFIG__ = serverData.siteConfig;
    contentCache.hydrate(serverData.content);
    // The page hydrates with the answers it came with; a navigation's first read needs the client.
    void whenHydrated.then(loadContentClient);
    embedManifests(serverData.manifests);
    await registerRemotesFromPointer(serverData.remotes, serverData.buckets);
    startFieldSignal();
    // Loading the routed page (its remote's entry, the shared packages' negotiation) is another.
    await nextTask();
    const [loadedRemotes, banner] = await Promise.all([loadRoutedPage(), previewBanner(serverData.preview)]);
    // In a transition, hydration yields to the browser between components: the page, already
    // painted from the server's HTML, stays responsive to scrolling and input meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <App contentCache={contentCache} loadedRemotes={loadedRemotes} banner={banner} live={serverData.live} />
        </BrowserRouter>,
        { onRecoverableError: reportRootError('hydration'), onUncaughtError: reportRootError('render') },
      );
    });
    return;
  }

  // No server HTML (`npm run dev`, a static host without the export): render in the browser.
  await Promise.all([loadSiteConfig(), registerRemotesFromPointer()]);
  createRoot(root).render(
    <BrowserRouter>
      <App contentCache={contentCache} />
    </BrowserRouter>,
  );
}

void start();
