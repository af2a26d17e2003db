import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { LoadedRemotesContext, type LoadedRemotes } from './routing/LoadedRemotesContext';
import { ScrollToTop } from './routing/ScrollToTop';
import { useHydratedMark } from './ssr/useHydratedMark';
import { useThemeStore, useStoredTheme } from './theme/themeStore';

interface AppProps {
  queryClient: QueryClient;
  /** The routed page, when it was loaded before the first render (server, hydration). */
  loadedRemotes?: LoadedRemotes;
}

/** The whole site under a router: the server renders it with a StaticRouter, the browser hydrates it under a BrowserRouter. */
export function App({ queryClient, loadedRemotes = new Map() }: AppProps) {
  useStoredTheme();
  useHydratedMark();
  const theme = useThemeStore((state) => state.theme);
  return (
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={theme}>
      <QueryClientProvider client={queryClient}>
        <LoadedRemotesContext.Provider value={loadedRemotes}>
          <ScrollToTop />
          <Layout>
            <AppRoutes />
          </Layout>
        </LoadedRemotesContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
