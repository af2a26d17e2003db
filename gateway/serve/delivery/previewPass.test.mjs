// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFieldPass, renewFieldPass } from '../client/fieldPass.mjs';
import { readPreviewPass, signPreviewPass } from './previewPass.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 23, 12);
const pass = { remotes: { 'mfe-blog': '1.5.0+8be01d4' }, path: '/blog', exp: now + 3600_000 };

describe('preview pass', () => {
  it('reads back what was signed', () => {
    expect(readPreviewPass(signPreviewPass(pass, secret), secret, now)).toEqual(pass);
  });

  it('is nothing when tampered with, signed with another secret, expired, malformed or absent', () => {
    const token = signPreviewPass(pass, secret);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...pass, remotes: { 'mfe-blog': '6.6.6+evil' } })).toString('base64url');
    expect(readPreviewPass(`${forged}.${signature}`, secret, now)).toBeUndefined();
    expect(readPreviewPass(`${payload}.${signature.slice(0, -2)}xx`, secret, now)).toBeUndefined();
    expect(readPreviewPass(signPreviewPass(pass, 'another-secret-that-is-32-characters-long'), secret, now)).toBeUndefined();
    expect(readPreviewPass(token, secret, pass.exp)).toBeUndefined();
    expect(readPreviewPass('not-a-token', secret, now)).toBeUndefined();
    expect(readPreviewPass(undefined, secret, now)).toBeUndefined();
    expect(readPreviewPass(token, undefined, now)).toBeUndefined();
  });

  it('is nothing when its path would land off the site, however it is written', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/.//evil.example']) {
      expect(readPreviewPass(signPreviewPass({ ...pass, path }, secret), secret, now), JSON.stringify(path)).toBeUndefined();
    }
    expect(readPreviewPass(signPreviewPass({ ...pass, path: '/blog/../about' }, secret), secret, now)?.path).toBe('/about');
  });

  it('is no field pass, and a field pass is no preview pass', () => {
    const field = renewFieldPass(undefined, { 'mfe-blog': ['1.1.0+b', 'candidate'] }, secret, now);
    expect(readPreviewPass(field?.token, secret, now)).toBeUndefined();
    expect(readFieldPass(signPreviewPass({ remotes: { 'mfe-blog': '1.1.0+b' }, exp: now + 60_000 }, secret), secret, now)).toBeUndefined();
  });
});
