import '../kits/mantineCore.css';
import { Alert, Anchor, Container, Group, MantineProvider } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadSiteConfig } from '../config/siteConfig';
import { createContentCache } from '../content/createContentCache';
import { ContentCacheProvider } from '../content/useContentQuery';
import { routes, type RemoteName } from '../contracts';
import { cssVariablesResolver, mantineTheme } from '../theme/mantineTheme';
import { PageSkeleton } from '../ui/PageSkeleton';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/** A remote's routes when it runs alone: the paths the contract gives its pages. */
export function standaloneRoutes(remote: RemoteName, pages: Partial<Record<string, ComponentType>>): StandaloneRoute[] {
  return routes.filter((route) => route.remote === remote).map(({ path, page }) => ({ path, Page: pages[page]! }));
}

/**
 * Runs one remote on its own dev server, for its team: its pages under a router of their own and a
 * thin bar of links. Never used when composed: the shell owns the one router of the site.
 */
export async function renderStandalone(remote: string, routes: StandaloneRoute[]) {
  await loadSiteConfig();
  createRoot(document.getElementById('root')!).render(
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
      <ContentCacheProvider cache={createContentCache()}>
        <BrowserRouter>
          <Container size="xl" py="xs">
            <Alert variant="light" title={`${remote} running standalone`}>
              <Group gap="md">
                {routes
                  .filter((route) => !route.path.includes(':') && route.path !== '*')
                  .map((route) => (
                    <Anchor key={route.path} component={Link} to={route.path}>
                      {route.path}
                    </Anchor>
                  ))}
              </Group>
            </Alert>
          </Container>
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ContentCacheProvider>
    </MantineProvider>,
  );
}
