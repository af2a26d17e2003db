import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { headingId } from './headingId';

/** Sanitizes an HTML string from content: no script, no event handler, no `javascript:` URL survives. */
export function sanitizeHtml(html: string): string {
  // A DOM of DOMPurify's own document: the browser's, or on the server the one the gateway gives it.
  const doc = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], RETURN_DOM: true }) as HTMLElement;
  // Give headings the same ids Portable Text headings get, so a table of contents can link to them.
  doc.querySelectorAll('h2, h3').forEach((el) => {
    if (!el.id) el.id = headingId(el.textContent ?? '');
  });
  doc.querySelectorAll('a[href^="http"]').forEach((el) => {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
