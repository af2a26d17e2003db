/**
 * Only https URLs are embedded or linked: the map URL is editable content, and a `javascript:` or
 * plain-http URL must never reach an iframe or a link.
 */
export function safeHttpsUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    return new URL(value).protocol === 'https:' ? value : fallback;
  } catch {
    return fallback;
  }
}
