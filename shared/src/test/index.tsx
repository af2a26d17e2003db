import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createContentCache } from '../content/createContentCache';
import { ContentCacheProvider, type ContentCache } from '../content/useContentQuery';
import { cssVariablesResolver, mantineTheme } from '../theme/mantineTheme';
import { PageSkeleton } from '../ui/PageSkeleton';
import type { FakeContent } from './fakeContent';

/**
 * A page's content providers, as the shell and the standalone runner give them: a content cache and a
 * Suspense boundary that shows the page skeleton (`role="status"`, test id `page-skeleton`) while
 * content is on its way.
 */
export function ContentProviders({ cache, children }: { cache: ContentCache; children: ReactNode }) {
  return (
    <ContentCacheProvider cache={cache}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </ContentCacheProvider>
  );
}

/**
 * A `wrapper` for `render`/`renderHook` around content hooks. A fresh content cache each call unless
 * one is given, so no answer leaks from one test to the next.
 */
export function contentWrapper(cache: ContentCache = createContentCache()) {
  return function ContentWrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
        <ContentProviders cache={cache}>{children}</ContentProviders>
      </MantineProvider>
    );
  };
}

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page is rendered at. */
  route?: string;
  /** The route pattern, when the page reads params (e.g. `/blog/:slug`). */
  path?: string;
  /** The content cache; a fresh one per render unless given (e.g. to share one between renders). */
  contentCache?: ContentCache;
  /** The content service's answers (`fakeContent()`); gives the render a fresh cache answered by it. */
  content?: FakeContent;
}

/**
 * Renders a page or component the way the shell composes it: Mantine theme, a router, a fresh
 * content cache and a Suspense boundary showing the page skeleton while content loads.
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', path, content, contentCache = content?.contentCache() ?? createContentCache(), ...options }: RenderPageOptions = {},
) {
  const result = render(
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
      <MemoryRouter initialEntries={[route]}>
        <ContentProviders cache={contentCache}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </ContentProviders>
      </MemoryRouter>
    </MantineProvider>,
    options,
  );
  return { ...result, contentCache };
}

export * from '@testing-library/react';
export { mockMatchMedia } from './mockMatchMedia';
export { fakeContent, type FakeAnswer, type FakeContent, type FakeResponder } from './fakeContent';
