import { headingId } from '@site/shared/content';
import { SafeHtml, sanitizeHtml } from '@site/shared/content/SafeHtml';
import type { TocEntry } from './toc';

// An article whose text is HTML (an older post): its sanitizer and its table of contents, in a file
// the browser loads only for such an article (`useHtmlBody`). Portable Text articles, most of them,
// never download DOMPurify.

export { SafeHtml };

/** Entries from an HTML body's h2 and h3, read from the sanitized markup so ids match what is shown. */
export function tocFromHtml(html: string): TocEntry[] {
  const doc = new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html');
  return [...doc.querySelectorAll('h2, h3')].flatMap((el) => {
    const text = (el.textContent ?? '').trim();
    return text ? [{ id: el.id || headingId(text), text, level: el.tagName === 'H3' ? 1 : 0 }] : [];
  });
}
