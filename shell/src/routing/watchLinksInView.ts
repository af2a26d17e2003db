type IntersectionObserverClass = new (callback: IntersectionObserverCallback) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

/**
 * Calls `onInView` for each link under `root` the first time it is in the viewport: the links there
 * now, and those rendered later or pointed elsewhere (a page whose module or content arrives after
 * the navigation renders its links after the route's effects have run; a page of the same kind
 * reuses its links with new `href`s). Returns the function that stops watching.
 */
export function watchLinksInView(
  root: Element,
  onInView: (anchor: HTMLAnchorElement) => void,
  Observer: IntersectionObserverClass = IntersectionObserver,
): () => void {
  const inView = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      onInView(entry.target as HTMLAnchorElement);
    }
  });
  const observeLinks = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) inView.observe(node);
    for (const anchor of node.querySelectorAll('a[href]')) inView.observe(anchor);
  };
  observeLinks(root);
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') observeLinks(record.target);
      else record.addedNodes.forEach(observeLinks);
    }
  });
  changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  return () => {
    changes.disconnect();
    inView.disconnect();
  };
}
