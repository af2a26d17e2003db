export interface PageMeta {
  title: string;
  description?: string;
  robots?: string;
  /** Absolute URL; defaults to the site URL of the current path. */
  canonical?: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** JSON-LD objects, one script tag each. */
  jsonLd?: object[];
  /** HTTP status of the page when it is rendered on the server: 404 for "not found". */
  status?: number;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** Marks the tags that belong to the routed page, so the next page can replace them. */
export const MANAGED_ATTR = 'data-page-meta';

/** JSON.stringify output cannot close the script element once `<` is escaped. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The head of a page, in one place for both sides: the browser writes these tags on client
 * navigation (`usePageMeta`), the server renders them into the HTML (`renderHeadTags`).
 */
export function headTags(meta: PageMeta, pageUrl: string): HeadTag[] {
  const canonical = meta.canonical ?? pageUrl;
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: meta.title }];
  const add = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attrs: { [attr]: key, content } });
  };
  add('name', 'description', meta.description);
  add('name', 'robots', meta.robots ?? 'index, follow');
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  add('property', 'og:title', meta.title);
  add('property', 'og:description', meta.description);
  add('property', 'og:type', meta.type ?? 'website');
  add('property', 'og:url', canonical);
  add('property', 'og:image', meta.image);
  add('property', 'og:image:alt', meta.imageAlt);
  add('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', meta.title);
  add('name', 'twitter:description', meta.description);
  add('name', 'twitter:image', meta.image);
  for (const data of meta.jsonLd ?? []) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(data) });
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head tags as HTML, for the server composer. Tags of the routed page are `managed`: the next
 * page replaces them on client navigation; the site's own (Organization) stay.
 */
export function renderHeadTags(tags: HeadTag[], managed = true): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(managed ? { ...attrs, [MANAGED_ATTR]: '' } : attrs)
        .map(([key, value]) => (value ? `${key}="${escapeHtml(value)}"` : key))
        .join(' ');
      if (tag === 'meta' || tag === 'link') return `<${tag} ${attributes}>`;
      // Script text is already JSON made safe for a script element; a title is text.
      return `<${tag} ${attributes}>${tag === 'script' ? text : escapeHtml(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}
