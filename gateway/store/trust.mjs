// @ts-check
// What both backends of the trust records share (`files/trustRecords.mjs`, `postgres/trustRecords.mjs`).

/** @typedef {import('./files/trustRecords.mjs').SessionRecord} SessionRecord */

/** How long an ended or expired session stays listed, for whoever asks who was in. */
export const ENDED_KEPT_MS = 7 * 24 * 3600_000;

/** A session row as both backends store it (`store/postgres/trustRecords.mjs` too). @param {Record<string, any>} row @returns {SessionRecord} */
export const toSession = (row) => ({
  id: row.id,
  name: row.name,
  csrf: row.csrf,
  credential: row.credential,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  lastSeenAt: Number(row.last_seen_at),
  endedAt: row.ended_at === null ? null : Number(row.ended_at),
  endedWhy: row.ended_why,
});
