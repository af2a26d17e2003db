/** Files already asked for on this page: the head's preloads and stylesheets (the routed page's), then ours. */
let asked: Set<string> | undefined;

/**
 * Asks the browser for files a remote's module will need, without running them: when its entry
 * then asks for them they are in the cache or on their way. Each file once per page.
 */
export function preloadFiles(urls: readonly string[]): void {
  asked ??= new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]')].map((link) => link.href));
  for (const url of urls) {
    if (asked.has(url)) continue;
    asked.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', /\.css(?:$|\?)/.test(url) ? 'style' : 'script');
    link.href = url;
    document.head.append(link);
  }
}
