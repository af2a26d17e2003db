// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { FIELD_PASS_TTL_MS, readFieldPass, renewFieldPass } from './fieldPass.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 25, 12);
/** @type {import('./fieldPass.mjs').FieldPass['served']} */
const served = { 'mfe-blog': ['1.1.0+b', 'candidate'] };

describe('the field pass', () => {
  it('names what was served under a new session id, and is read back only with the secret', () => {
    const issued = renewFieldPass(undefined, served, secret, now);
    expect(issued?.pass).toMatchObject({ kind: 'field', served, exp: now + FIELD_PASS_TTL_MS });
    expect(issued?.pass.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(readFieldPass(issued?.token, secret, now)).toEqual(issued?.pass);
    expect(readFieldPass(issued?.token, 'another-secret-of-at-least-32-characters!', now)).toBeUndefined();
    expect(readFieldPass(`${issued?.token}x`, secret, now)).toBeUndefined();
    expect(readFieldPass(issued?.token, secret, now + FIELD_PASS_TTL_MS)).toBeUndefined();
  });

  it('is kept while it says what is served and has time left; renewed under the same id otherwise', () => {
    const first = renewFieldPass(undefined, served, secret, now);
    expect(renewFieldPass(first?.token, served, secret, now + 5 * 60_000)).toBeUndefined();
    const later = renewFieldPass(first?.token, served, secret, now + 15 * 60_000);
    expect(later?.pass.id).toBe(first?.pass.id);
    const promoted = renewFieldPass(first?.token, { 'mfe-blog': ['1.0.0+a', 'stable'] }, secret, now + 60_000);
    expect(promoted?.pass).toMatchObject({ id: first?.pass.id, served: { 'mfe-blog': ['1.0.0+a', 'stable'] } });
    // An expired or forged one starts a new session.
    expect(renewFieldPass(first?.token, served, secret, now + FIELD_PASS_TTL_MS)?.pass.id).not.toBe(first?.pass.id);
  });
});
