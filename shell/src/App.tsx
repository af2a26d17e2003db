import { MantineProvider } from '@mantine/core';
import { mantineTheme } from '@site/shared/theme';
import { BrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { ScrollToTop } from './routing/ScrollToTop';
import { useThemeStore } from './theme/themeStore';

export function App() {
  const theme = useThemeStore((state) => state.theme);
  return (
    <MantineProvider theme={mantineTheme} forceColorScheme={theme}>
      <BrowserRouter>
        <ScrollToTop />
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </MantineProvider>
  );
}
