import '@mantine/core/styles.layer.css';
import { Alert, Anchor, Container, Group, MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadSiteConfig } from '../config/siteConfig';
import { mantineTheme } from '../theme/mantineTheme';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/**
 * Runs one remote on its own dev server, for its team: its pages under a router of their own and a
 * thin bar of links. Never used when composed: the shell owns the one router of the site.
 */
export async function renderStandalone(remote: string, routes: StandaloneRoute[]) {
  await loadSiteConfig();
  createRoot(document.getElementById('root')!).render(
    <MantineProvider theme={mantineTheme}>
      <BrowserRouter>
        <Container size="xl" py="xs">
          <Alert variant="light" title={`${remote} running standalone`}>
            <Group gap="md">
              {routes
                .filter((route) => !route.path.includes(':'))
                .map((route) => (
                  <Anchor key={route.path} component={Link} to={route.path}>
                    {route.path}
                  </Anchor>
                ))}
            </Group>
          </Alert>
        </Container>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </BrowserRouter>
    </MantineProvider>,
  );
}
