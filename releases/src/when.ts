/** `2026-11-23T16:09:32.123Z` → `2026-11-23 16:09 UTC`. */
export const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '');
