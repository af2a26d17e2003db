import { MantineProvider } from '@mantine/core';
import { imageOrigin } from '@site/shared/content';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Layout } from './layout/Layout';
import { useLiveContent } from './live/useLiveContent';
import { AppRoutes } from './routing/AppRoutes';
import { LoadedRemotesContext, type LoadedRemotes } from './routing/LoadedRemotesContext';
import { ScrollToTop } from './routing/ScrollToTop';
import { usePrefetchOnIntent } from './routing/usePrefetchOnIntent';
import type { LiveFollow } from './ssr/siteData';
import { useHydratedMark } from './ssr/useHydratedMark';
import { useThemeStore, useStoredTheme } from './theme/themeStore';

interface AppProps {
  queryClient: QueryClient;
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
export function App({ queryClient, loadedRemotes = new Map(), banner, live }: AppProps) {
  useStoredTheme();
  useHydratedMark();
  // The logo and the routed page's largest image come from the image service, another origin: open
  // that connection while the HTML is still parsing (React puts the hint in the head).
  preconnect(imageOrigin());
  const theme = useThemeStore((state) => state.theme);
  return (
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={theme}>
      <QueryClientProvider client={queryClient}>
        <LoadedRemotesContext.Provider value={loadedRemotes}>
          <ScrollToTop />
          <PrefetchOnIntent />
          {live ? <LiveContent after={live.after} /> : null}
          <Layout banner={banner ?? null}>
            <AppRoutes />
          </Layout>
        </LoadedRemotesContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Inside the query client and the router: prefetched content goes into the page's own cache. */
function PrefetchOnIntent() {
  usePrefetchOnIntent();
  return null;
}

/** Inside the query client: content changes refresh the answers they name. */
function LiveContent({ after }: LiveFollow) {
  useLiveContent(after);
  return null;
}
