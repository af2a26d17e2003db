/**
 * A social profile link from content, if it is an absolute web address. Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`, an empty value) gives nothing to render.
 */
export function socialHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).href;
  } catch {
    return undefined;
  }
}
