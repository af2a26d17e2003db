// Imported by its own path (`@site/shared/content/SafeHtml`), not through the content index: DOMPurify
// is ~10 KB brotli a browser needs only for content written as HTML (an older article).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { headingId } from './headingId.mjs';

/**
 * Whether an image source can show a picture: an absolute or root-relative URL, an inline image, or a
 * relative path to an image file. Anything else (`x`, blank, `javascript:`) would only draw a broken icon.
 */
export function isUsableImageSrc(src: string | null | undefined): boolean {
  const value = src?.trim() ?? '';
  if (!value) return false;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/')) return true;
  if (/^data:image\//i.test(value)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && /\.(png|jpe?g|gif|webp|avif|svg)([?#].*)?$/i.test(value);
}

/**
 * Sanitizes an HTML string from content: no script, no event handler, no `javascript:` URL survives,
 * and no image without a usable source (visitors would see a broken-image icon).
 */
export function sanitizeHtml(html: string): string {
  // A DOM of DOMPurify's own document: the browser's, or on the server the one the gateway gives it.
  const doc = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe', 'input', 'textarea', 'button', 'select', 'option'], RETURN_DOM: true }) as HTMLElement;
  doc.querySelectorAll('img').forEach((el) => {
    if (!isUsableImageSrc(el.getAttribute('src'))) el.remove();
  });
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
