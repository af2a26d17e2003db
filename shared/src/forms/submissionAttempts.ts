import type { RelayFields } from './relayClient';

/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * a page on plain http elsewhere still has `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency keys of one form. Sending the same content again (the visitor's Retry after a
 * network error, whose answer may have been lost after the relay stored it) reuses the key, so the
 * relay stores it once; changed content is a new submission with a new key, and so is anything sent
 * after a success (`sent`).
 */
export function createSubmissionAttempts() {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor(fields: RelayFields): string {
      const content = JSON.stringify(fields);
      if (last?.content !== content) last = { content, key: newIdempotencyKey() };
      return last.key;
    },
    sent() {
      last = null;
    },
  };
}

export type SubmissionAttempts = ReturnType<typeof createSubmissionAttempts>;
