import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mantineTheme } from '../theme/mantineTheme';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page is rendered at. */
  route?: string;
  /** The route pattern, when the page reads params (e.g. `/blog/:slug`). */
  path?: string;
}

/** Renders a page or component the way the shell composes it: Mantine theme and a router. */
export function renderPage(ui: ReactElement, { route = '/', path, ...options }: RenderPageOptions = {}) {
  return render(
    <MantineProvider theme={mantineTheme}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </MantineProvider>,
    options,
  );
}

export * from '@testing-library/react';
export { mockMatchMedia } from './mockMatchMedia';
