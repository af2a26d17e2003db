import { act, Component, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageHydrated } from './pageHydration';
import { TrackedSuspense } from './TrackedSuspense';

/** The shell: hydrates first, then waits for the page's boundaries (as `useHydratedMark` does). */
function Shell({ children, marked }: { children: ReactNode; marked: () => void }) {
  useEffect(() => whenPageHydrated(marked), [marked]);
  return <main>{children}</main>;
}

class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Fallback panel</p> : this.props.children;
  }
}

const Posts = () => <p>Posts</p>;

/** A page with a boundary of its own (as the blog list's posts), around `Inner`. */
function pageAround(Inner: ComponentType) {
  return function Page() {
    return (
      <article>
        <h1>Blog</h1>
        <TrackedSuspense fallback={<p>Loading posts…</p>}>
          <Inner />
        </TrackedSuspense>
      </article>
    );
  };
}

/** A module still on its way: resolve or reject it later. */
function loading() {
  let settle!: { resolve: (module: { default: ComponentType }) => void; reject: (error: Error) => void };
  const promise = new Promise<{ default: ComponentType }>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { Lazy: lazy(() => promise), ...settle };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The routed page inside the shell's error boundary and tracked boundary, as `RemoteRoute` has it. */
const site = (page: ReactNode, marked: () => void) => (
  <Shell marked={marked}>
    <Fallback>
      <TrackedSuspense fallback={<p>Loading page…</p>}>{page}</TrackedSuspense>
    </Fallback>
  </Shell>
);

/**
 * The server's HTML of the page, then hydration with the page's module and the posts' module
 * still loading (each settled by the test).
 */
async function hydrateWhileLoading(marked: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const ServerPage = pageAround(Posts);
  container.innerHTML = renderToString(site(<ServerPage />, () => {}));
  const page = loading();
  const posts = loading();
  await act(async () => {
    root = hydrateRoot(container, site(<page.Lazy />, marked), { onRecoverableError: () => {} });
  });
  return { container, page, posts, Page: pageAround(posts.Lazy) };
}

describe('TrackedSuspense', () => {
  it('holds the page hydrated until its content, and a boundary nested in it, have hydrated', async () => {
    const marked = vi.fn();
    const { container, page, posts, Page } = await hydrateWhileLoading(marked);
    // The shell has hydrated; the page is still the server's HTML.
    expect(container).toHaveTextContent('Posts');
    expect(marked).not.toHaveBeenCalled();

    await act(async () => page.resolve({ default: Page }));
    expect(marked).not.toHaveBeenCalled();
    await act(async () => posts.resolve({ default: Posts }));
    expect(container).toHaveTextContent('Posts');
    expect(container).not.toHaveTextContent('Loading');
    expect(marked).toHaveBeenCalledOnce();
  });

  it('lets the mark go when an error boundary takes the place of a page that failed to load', async () => {
    const marked = vi.fn();
    const { container, page } = await hydrateWhileLoading(marked);
    expect(marked).not.toHaveBeenCalled();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => page.reject(new Error('the remote is down')));
    logged.mockRestore();
    expect(container).toHaveTextContent('Fallback panel');
    expect(marked).toHaveBeenCalledOnce();
  });
});
