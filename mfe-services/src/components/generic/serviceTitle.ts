import { blockText, type ServicePage } from '@site/shared/content';

export const FALLBACK_SERVICE_TITLE = 'Service Title';

/** The page title as text: content holds plain text, or rich text in older documents. */
export function serviceTitleText(title: ServicePage['title']): string {
  if (typeof title === 'string') return title.trim() || FALLBACK_SERVICE_TITLE;
  if (Array.isArray(title)) {
    const text = title
      .map((block) => (block._type === 'block' ? blockText(block) : ''))
      .join(' ')
      .trim();
    return text || FALLBACK_SERVICE_TITLE;
  }
  return FALLBACK_SERVICE_TITLE;
}
