import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  robots?: string;
  canonical?: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** JSON-LD objects, one script tag each. */
  jsonLd?: object[];
}

/** Tags this hook owns; the shell's index.html marks its default description the same way. */
const MANAGED = 'data-page-meta';

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  if (!content) return;
  const el = document.createElement('meta');
  el.setAttribute(attr, key);
  el.setAttribute('content', content);
  el.setAttribute(MANAGED, '');
  document.head.appendChild(el);
}

/**
 * Document title and search-engine metadata of the routed page. Each page sets its own; tags a
 * previous page added are removed first, so navigation never leaves stale metadata behind.
 */
export function usePageMeta(meta: PageMeta) {
  const key = JSON.stringify(meta);
  useEffect(() => {
    document.head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
    document.title = meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('name', 'robots', meta.robots ?? 'index, follow');
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', meta.type ?? 'website');
    setMeta('property', 'og:url', meta.canonical ?? window.location.href);
    setMeta('property', 'og:image', meta.image);
    setMeta('property', 'og:image:alt', meta.imageAlt);
    setMeta('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
    if (meta.canonical) {
      const link = document.createElement('link');
      link.rel = 'canonical';
      link.href = meta.canonical;
      link.setAttribute(MANAGED, '');
      document.head.appendChild(link);
    }
    for (const data of meta.jsonLd ?? []) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      // JSON.stringify output cannot close the script element once `<` is escaped.
      script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
      script.setAttribute(MANAGED, '');
      document.head.appendChild(script);
    }
    // `key` stands for every field of meta (a new object each render must not rewrite the head).
  }, [key]);
}
