import { afterEach, describe, expect, it } from 'vitest';
import { watchLinksInView } from './watchLinksInView';

/** An IntersectionObserver whose viewport the test decides: `show(element)` scrolls it into view. */
class FakeViewport {
  static instances: FakeViewport[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeViewport.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(element: Element) {
    for (const viewport of FakeViewport.instances) {
      if (!viewport.observed.has(element)) continue;
      viewport.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], viewport as never);
    }
  }
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  FakeViewport.instances = [];
  document.body.innerHTML = '';
});

describe('watchLinksInView', () => {
  it('reports each link the first time it is in view, and nothing that is not a link', () => {
    const root = page('<a href="/contact">Contact</a><a>No href</a><p>Text</p>');
    const seen: string[] = [];
    watchLinksInView(root, (anchor) => seen.push(anchor.getAttribute('href') ?? ''), FakeViewport);
    for (const element of root.querySelectorAll('*')) FakeViewport.show(element);
    FakeViewport.show(root.querySelector('a[href]') as Element);
    expect(seen).toEqual(['/contact']);
  });

  it('watches links rendered after it started, as a page whose content arrives late renders them', async () => {
    const root = page('<main><p>Loading blog posts...</p></main>');
    const seen: string[] = [];
    watchLinksInView(root, (anchor) => seen.push(anchor.getAttribute('href') ?? ''), FakeViewport);
    root.querySelector('main')?.insertAdjacentHTML('beforeend', '<article><a href="/blog/one">One</a></article>');
    await mutationsDelivered();
    FakeViewport.show(root.querySelector('a[href="/blog/one"]') as Element);
    expect(seen).toEqual(['/blog/one']);
  });

  it('watches a link again once it leads elsewhere, as a reused link does', async () => {
    const root = page('<a href="/services/audit">Next service</a>');
    const link = root.querySelector('a') as HTMLAnchorElement;
    const seen: string[] = [];
    watchLinksInView(root, (anchor) => seen.push(anchor.getAttribute('href') ?? ''), FakeViewport);
    FakeViewport.show(link);
    link.setAttribute('href', '/contact');
    await mutationsDelivered();
    FakeViewport.show(link);
    expect(seen).toEqual(['/services/audit', '/contact']);
  });

  it('reports nothing once stopped', async () => {
    const root = page('<a href="/contact">Contact</a>');
    const seen: string[] = [];
    const stop = watchLinksInView(root, (anchor) => seen.push(anchor.getAttribute('href') ?? ''), FakeViewport);
    stop();
    root.insertAdjacentHTML('beforeend', '<a href="/get-quote">Get Quote</a>');
    await mutationsDelivered();
    for (const anchor of root.querySelectorAll('a')) FakeViewport.show(anchor);
    expect(seen).toEqual([]);
  });
});
