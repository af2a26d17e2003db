// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkMetricsToken, checkToken, issueMetricsToken, issueToken, tokenActor } from './teamTokens.mjs';
import { openTrustRecords, trustRecordsPath } from '../store/files/trustRecords.mjs';

describe('team release tokens', () => {
  /** @type {string} */
  let store;
  let clock = 1_000_000;
  /** @type {ReturnType<typeof openTrustRecords>} */
  let trust;
  beforeEach(() => {
    store = mkdtempSync(path.join(tmpdir(), 'tokens-'));
    trust = openTrustRecords(store, { now: () => clock });
  });
  afterEach(() => trust.close());

  it('is shown once and kept only as its hash', async () => {
    const token = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha', now: clock });
    expect(token).toMatch(/^rt_blog-team_[A-Za-z0-9_-]{43}$/);
    const [record] = trust.tokens.list();
    expect(record).toMatchObject({ name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha', createdAt: clock, lastUsedAt: null });
    expect(record.hash).not.toContain(token.slice(13));
    expect(readFileSync(trustRecordsPath(store)).includes(Buffer.from(token.slice(13)))).toBe(false);
  });

  it('opens its own name and remotes, and notes its last use', async () => {
    const token = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog', 'mfe-blog'], createdBy: 'asha' });
    clock += 5000;
    expect(await checkToken(trust.tokens, token)).toEqual({ name: 'blog-team', remotes: ['mfe-blog'] });
    expect(trust.tokens.list()[0].lastUsedAt).toBe(clock);
    expect(tokenActor('blog-team')).toBe('token:blog-team');
  });

  it('opens nothing when wrong, malformed, of another name, or revoked', async () => {
    const token = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' });
    const other = await issueToken(trust.tokens, { name: 'forms-team', remotes: ['mfe-forms'], createdBy: 'asha' });
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, '', 'Bearer', token.replace('blog-team', 'forms-team'), `${token}x`, 'rt_nobody_' + 'a'.repeat(43)]) {
      expect(await checkToken(trust.tokens, wrong)).toBeUndefined();
    }
    expect(trust.tokens.list().find((record) => record.name === 'blog-team')?.lastUsedAt).toBeNull();
    expect(trust.tokens.revoke('blog-team', 'revoked by asha')).toBe(true);
    expect(await checkToken(trust.tokens, token)).toBeUndefined();
    expect((await checkToken(trust.tokens, other))?.name).toBe('forms-team');
    expect(trust.tokens.list().map((record) => record.name)).toEqual(['forms-team']);
    expect(trust.tokens.list({ all: true }).find((record) => record.name === 'blog-team')).toMatchObject({ revokedAt: clock, revokedWhy: 'revoked by asha' });
    expect(trust.tokens.revoke('blog-team', 'again')).toBe(false);
  });

  it('is refused a name in use, a bad name, no remote or an unknown one; a revoked name may be reused', async () => {
    const first = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' });
    await expect(issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' })).rejects.toThrow(/exists/);
    await expect(issueToken(trust.tokens, { name: 'Blog Team', remotes: ['mfe-blog'], createdBy: 'asha' })).rejects.toThrow(/token name/);
    await expect(issueToken(trust.tokens, { name: 'x', remotes: [], createdBy: 'asha' })).rejects.toThrow(/Name the remotes/);
    await expect(issueToken(trust.tokens, { name: 'x', remotes: ['mfe-nope'], createdBy: 'asha' })).rejects.toThrow(/Unknown remote mfe-nope/);
    trust.tokens.revoke('blog-team', 'rotated');
    const second = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' });
    expect(await checkToken(trust.tokens, first)).toBeUndefined();
    expect((await checkToken(trust.tokens, second))?.name).toBe('blog-team');
  });

  it('is seen by another opening of the store at once (the command and the gateway)', async () => {
    const token = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' });
    const gateway = openTrustRecords(store);
    expect((await checkToken(gateway.tokens, token))?.name).toBe('blog-team');
    trust.tokens.revoke('blog-team', 'revoked');
    expect(await checkToken(gateway.tokens, token)).toBeUndefined();
    gateway.close();
  });
});

describe('metrics tokens', () => {
  /** @type {ReturnType<typeof openTrustRecords>} */
  let trust;
  beforeEach(() => {
    trust = openTrustRecords(mkdtempSync(path.join(tmpdir(), 'metrics-tokens-')));
  });
  afterEach(() => trust.close());

  it('read the metrics and open no release action; a release token opens no metrics', async () => {
    const metrics = await issueMetricsToken(trust.tokens, { name: 'prometheus', createdBy: 'asha' });
    const release = await issueToken(trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'asha' });
    expect(metrics).toMatch(/^mt_prometheus_[A-Za-z0-9_-]{43}$/);
    expect(await checkMetricsToken(trust.tokens, metrics)).toEqual({ name: 'prometheus' });
    expect(await checkToken(trust.tokens, metrics)).toBeUndefined();
    // The same secret under the release prefix is another token: the prefix is part of what is hashed.
    expect(await checkToken(trust.tokens, metrics.replace(/^mt_/, 'rt_'))).toBeUndefined();
    expect(await checkMetricsToken(trust.tokens, release)).toBeUndefined();
    expect(await checkMetricsToken(trust.tokens, release.replace(/^rt_/, 'mt_'))).toBeUndefined();
    expect(trust.tokens.list().find((record) => record.name === 'prometheus')).toMatchObject({ remotes: [] });
    trust.tokens.revoke('prometheus', 'revoked by asha');
    expect(await checkMetricsToken(trust.tokens, metrics)).toBeUndefined();
  });
});
