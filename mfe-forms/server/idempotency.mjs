// @ts-check
import { createHash } from 'node:crypto';
import { listSubmissions } from './submissionStore.mjs';

/** What a client may send as `Idempotency-Key`: a UUID fits, and so does any token of that size. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The same JSON whatever order the fields came in, so a retry whose client serialised them in
 * another order is still the same submission.
 * @param {unknown} value
 * @returns {string}
 */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonicalJson(/** @type {Record<string, unknown>} */ (value)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What identifies a submission's content: a SHA-256 of its fields, so the map of keys holds a few
 * bytes per key and not the messages.
 * @param {Record<string, unknown>} fields
 */
export function fingerprintOf(fields) {
  return createHash('sha256').update(canonicalJson(fields)).digest('base64url');
}

/**
 * Remembers which idempotency keys are stored and for what content, so a submission retried after
 * a lost answer (the record was written, the client saw a reset) is acknowledged again, not stored
 * twice, and a key reused for different content is refused, not acknowledged while the content is
 * dropped (as Stripe does). Keys come from the outbox at start, so a restart between the two
 * attempts changes nothing; two attempts at the same time share one save.
 * @param {string} dataDir
 */
export async function createIdempotency(dataDir) {
  /** @type {Map<string, { fingerprint: string, saved: Promise<unknown> }>} */
  const seen = new Map();
  for (const record of await listSubmissions(dataDir)) {
    if (typeof record.idempotencyKey === 'string') {
      seen.set(record.idempotencyKey, { fingerprint: fingerprintOf(record.fields), saved: Promise.resolve() });
    }
  }

  return {
    /**
     * Runs `save` once per key; a repeated key with the same fields waits for (and shares) the first
     * save; with other fields it is a conflict and nothing is saved. A failed save forgets the key,
     * so the retry the client is told to make can succeed.
     * @param {string} key
     * @param {Record<string, unknown>} fields
     * @param {() => Promise<unknown>} save
     * @returns {Promise<{ outcome: 'saved' | 'duplicate' | 'conflict' }>}
     */
    async once(key, fields, save) {
      const fingerprint = fingerprintOf(fields);
      const earlier = seen.get(key);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) return { outcome: 'conflict' };
        await earlier.saved;
        return { outcome: 'duplicate' };
      }
      const saved = save();
      seen.set(key, { fingerprint, saved });
      try {
        await saved;
      } catch (error) {
        seen.delete(key);
        throw error;
      }
      return { outcome: 'saved' };
    },
  };
}
