import { ContentCacheProvider, imageOrigin, type ContentCache } from '@site/shared/content';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { LoadedRemotesContext, type LoadedRemotes } from './routing/LoadedRemotesContext';
import { ScrollToTop } from './routing/ScrollToTop';
import { afterHydration } from './ssr/afterHydration';
import type { LiveFollow } from './ssr/siteData';
import { useHydratedMark } from './ssr/useHydratedMark';
import { SiteMantineProvider } from './theme/SiteMantineProvider';
import { useThemeStore, useStoredTheme } from './theme/themeStore';

interface AppProps {
  /** The page's content cache: every remote's content queries read it. */
  contentCache: ContentCache;
  /** The routed page, when it was loaded before the first render (server, hydration). */
  loadedRemotes?: LoadedRemotes;
  /**
   * The preview banner (`PreviewBanner`), for the one browser holding a preview pass: its code is only
   * in the server renderer and, in the browser, in a file loaded only on a preview's pages.
   */
  banner?: ReactNode;
  /** The gateway streams content changes: once hydrated, the page follows them from the one it was rendered after. */
  live?: LiveFollow;
}

/** The whole site under a router: the server renders it with a StaticRouter, the browser hydrates it under a BrowserRouter. */
export function App({ contentCache, loadedRemotes = new Map(), banner, live }: AppProps) {
  useStoredTheme();
  useHydratedMark();
  // The logo and the routed page's largest image come from the image service, another origin: open
  // that connection while the HTML is still parsing (React puts the hint in the head).
  preconnect(imageOrigin());
  const theme = useThemeStore((state) => state.theme);
  return (
    <SiteMantineProvider colorScheme={theme}>
      <ContentCacheProvider cache={contentCache}>
        <LoadedRemotesContext.Provider value={loadedRemotes}>
          <ScrollToTop />
          <PrefetchOnIntent />
          {live ? <LiveContent after={live.after} /> : null}
          <Layout banner={banner ?? null}>
            <AppRoutes />
          </Layout>
        </LoadedRemotesContext.Provider>
      </ContentCacheProvider>
    </SiteMantineProvider>
  );
}

// Neither is needed before the page is interactive: one file, asked for once it is.
const PrefetchOnIntent = afterHydration(() => import(/* webpackChunkName: "after-hydration" */ './routing/usePrefetchOnIntent').then((module) => module.PrefetchOnIntent));
const LiveContent = afterHydration(() => import(/* webpackChunkName: "after-hydration" */ './live/useLiveContent').then((module) => module.LiveContent));
