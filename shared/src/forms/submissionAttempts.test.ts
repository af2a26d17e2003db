import { describe, expect, it } from 'vitest';
import { createSubmissionAttempts, newIdempotencyKey } from './submissionAttempts';

describe('submission attempts', () => {
  it('keeps one key per content until it is sent', () => {
    const attempts = createSubmissionAttempts();
    const first = attempts.keyFor({ name: 'Anita', message: 'Hello' });
    expect(attempts.keyFor({ name: 'Anita', message: 'Hello' })).toBe(first);
    const changed = attempts.keyFor({ name: 'Anita', message: 'Hello!' });
    expect(changed).not.toBe(first);
    attempts.sent();
    expect(attempts.keyFor({ name: 'Anita', message: 'Hello!' })).not.toBe(changed);
  });

  it('makes keys the relay accepts, also where randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
