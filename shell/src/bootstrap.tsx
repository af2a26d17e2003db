import { loadSiteConfig } from '@site/shared/config';
import type { RemotePageId } from '@site/shared/contracts';
import { createQueryClient } from '@site/shared/content';
import { hydrate } from '@tanstack/react-query';
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { embedManifests } from './federation/embeddedManifests';
import { loadRemoteModule } from './federation/loadRemoteModule';
import { registerRemotesFromPointer } from './federation/remotesPointer';
import { matchPage } from './routing/matchPage';
import { readSiteData } from './ssr/siteData';

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

async function start() {
  const root = document.getElementById('root')!;
  const serverData = readSiteData();
  const queryClient = createQueryClient();

  if (serverData) {
    // Server-rendered: the configuration, the pointer, the routed remote's manifest and the content
    // came with the HTML.
    window.__SITE_CONFIG__ = serverData.siteConfig;
    hydrate(queryClient, serverData.content);
    embedManifests(serverData.manifests);
    await registerRemotesFromPointer(serverData.remotes);
    const loadedRemotes = await loadRoutedPage();
    // In a transition, hydration yields to the browser between components: the page, already
    // painted from the server's HTML, stays responsive to scrolling and input meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <App queryClient={queryClient} loadedRemotes={loadedRemotes} preview={serverData.preview} />
        </BrowserRouter>,
      );
    });
    return;
  }

  // No server HTML (`npm run dev`, a static host without the export): render in the browser.
  await Promise.all([loadSiteConfig(), registerRemotesFromPointer()]);
  createRoot(root).render(
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>,
  );
}

void start();
