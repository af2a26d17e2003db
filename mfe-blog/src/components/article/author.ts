/** The initials-avatar service's picture for an author name. */
export function authorAvatarUrl(author: string): string {
  return `https://ui-avatars.com/api/?name=${encodeURIComponent(author)}&background=2839b7&color=ffffff&size=128&bold=true`;
}

/** Up to two initials, e.g. `Ananya Rao` -> `AR`, for the local fallback avatar. */
export function initialsOf(author: string): string {
  const words = author.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
