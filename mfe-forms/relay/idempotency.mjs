// @ts-check
import { listSubmissions } from './submissionStore.mjs';

/** What a client may send as `Idempotency-Key`: a UUID fits, and so does any token of that size. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Remembers which idempotency keys are stored, so a submission retried after a lost answer (the
 * record was written, the client saw a reset) is acknowledged again, not stored twice. Keys come
 * from the outbox at start, so a restart between the two attempts changes nothing; two attempts
 * at the same time share one save.
 * @param {string} dataDir
 */
export async function createIdempotency(dataDir) {
  /** @type {Map<string, Promise<unknown>>} */
  const seen = new Map();
  for (const record of await listSubmissions(dataDir)) {
    if (typeof record.idempotencyKey === 'string') seen.set(record.idempotencyKey, Promise.resolve());
  }

  return {
    /**
     * Runs `save` once per key; a repeated key waits for (and shares) the first save. A failed save
     * forgets the key, so the retry the client is told to make can succeed.
     * @param {string} key
     * @param {() => Promise<unknown>} save
     * @returns {Promise<{ duplicate: boolean }>}
     */
    async once(key, save) {
      const earlier = seen.get(key);
      if (earlier) {
        await earlier;
        return { duplicate: true };
      }
      const saving = save();
      seen.set(key, saving);
      try {
        await saving;
      } catch (error) {
        seen.delete(key);
        throw error;
      }
      return { duplicate: false };
    },
  };
}
