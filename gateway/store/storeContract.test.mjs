// @vitest-environment node
// @ts-check
// ONE suite, run against both backends: what the gateway and the release commands rely on from the
// store must hold on the files and on PostgreSQL alike. The PostgreSQL run starts a real server
// (`testing/tempPostgres.mjs`) and fails, never skips, when its binaries are missing.
import { afterAll, describe, expect, it } from 'vitest';
import { applyCanary, applySwitch } from './pointer.mjs';
import { BACKENDS, storeFactory } from './testing/backends.mjs';

const stores = storeFactory();
afterAll(() => stores.closeAll(), 60_000);

/** @param {string} to @returns {Omit<import('./store.mjs').AuditEntry, 'at'>} */
const switched = (to) => ({ actor: 'tester', action: 'release', environment: 'production', remote: 'mfe-blog', from: null, to, reason: null, health: 'passed', result: 'switched' });

/** @param {number} n @param {Array<any>} reports */
const beacon = (n, reports) => ({ session: `session-${String(n).padStart(10, '0')}`, reports: reports.map((report) => ({ route: '/blog', remote: 'mfe-blog', version: '1.0.0+a', bucket: 'stable', ...report })) });

/** @param {() => boolean} done @param {number} withinMs */
async function eventually(done, withinMs) {
  const until = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe.each(BACKENDS)('the store on %s', (kind) => {
  it('starts with empty pointer sets and no audit log', async () => {
    const store = await stores.open(kind);
    expect(store.kind).toBe(kind);
    expect(store.pointer()).toEqual({ remotes: {}, releases: {}, canaries: {} });
    expect(await store.readPointer('staging')).toEqual({ remotes: {}, releases: {}, canaries: {} });
    expect(await store.readAudit()).toEqual([]);
  });

  it('writes a switch and its audit line together, served at once from memory', async () => {
    const store = await stores.open(kind);
    const result = await store.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '1.0.0+a', 'release'), audit: switched('1.0.0+a') }));
    expect(result).toEqual({ previous: undefined, current: '1.0.0+a' });
    expect(store.pointer().remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.0.0+a/mf-manifest.json');
    expect((await store.readPointer()).releases['mfe-blog'].history).toHaveLength(1);
    expect(store.pointer('staging').remotes).toEqual({});
    const audit = await store.readAudit();
    expect(audit).toEqual([expect.objectContaining({ ...switched('1.0.0+a'), at: expect.any(String) })]);
  });

  it('changes nothing, and records nothing, when the change throws', async () => {
    const store = await stores.open(kind);
    await expect(
      store.switchPointer('production', (pointer) => {
        applySwitch(pointer, 'mfe-blog', '9.9.9+z', 'release');
        throw new Error('changed while checked');
      }),
    ).rejects.toThrow('changed while checked');
    expect((await store.readPointer()).remotes).toEqual({});
    expect(await store.readAudit()).toEqual([]);
  });

  it('serialises concurrent switches from separate store handles: none is lost', async () => {
    const first = await stores.open(kind);
    const second = await stores.open(kind, stores.same(first));
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? first : second).switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', `1.0.${index}+a`, 'release'), audit: switched(`1.0.${index}+a`) })),
      ),
    );
    expect((await first.readPointer()).releases['mfe-blog'].history).toHaveLength(12);
    expect(await second.readAudit('mfe-blog')).toHaveLength(12);
  });

  it('reads another environment inside the switch (a promotion) and keeps canaries', async () => {
    const store = await stores.open(kind);
    await store.switchPointer('staging', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '2.0.0+b', 'release') }));
    await store.switchPointer('production', (pointer) => ({ result: applyCanary(pointer, 'mfe-blog', { version: '2.0.0+b', percent: 10 }) }));
    const promoted = await store.switchPointer(
      'production',
      (pointer, others) => ({ result: applySwitch(pointer, 'mfe-blog', others.staging?.releases['mfe-blog'].live ?? '', 'promote') }),
      { read: ['staging'] },
    );
    expect(promoted.current).toBe('2.0.0+b');
    expect(store.pointer().canaries?.['mfe-blog']).toMatchObject({ version: '2.0.0+b', percent: 10 });
  });

  it('shows a switch made through another handle to every reader within a second', async () => {
    const writer = await stores.open(kind);
    const reader = await stores.open(kind, { ...stores.same(writer), refreshMs: 60_000 });
    expect(reader.pointer().remotes).toEqual({});
    await writer.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '3.0.0+c', 'release') }));
    // refreshMs is a minute here: on PostgreSQL only the NOTIFY can make this in time.
    expect(await eventually(() => reader.pointer().releases['mfe-blog']?.live === '3.0.0+c', 1000)).toBe(true);
  });

  it('keeps audit lines written outside a switch, oldest first, by remote', async () => {
    const store = await stores.open(kind);
    await store.appendAudit({ ...switched('1'), remote: 'mfe-chat', result: 'refused', health: 'not run' });
    await store.appendAudit(switched('2'));
    expect((await store.readAudit()).map((entry) => entry.to)).toEqual(['1', '2']);
    expect((await store.readAudit('mfe-chat')).map((entry) => entry.to)).toEqual(['1']);
  });

  it('aggregates field reports the same way: sessions, error rates, p75, refused', async () => {
    const store = await stores.open(kind);
    const reports = store.openFieldReports({ windowMs: 15 * 60_000 });
    for (let i = 1; i <= 10; i += 1) reports.add(beacon(i, [{ type: 'vital', name: 'LCP', value: i * 100 }]));
    reports.add(beacon(3, [{ type: 'error', error: 'chunk' }]));
    reports.add(beacon(11, [{ type: 'error', error: 'render', version: '2.0.0+b', bucket: 'candidate' }]));
    reports.refuse('mfe-blog', 'unknown version');
    reports.refuse('mfe-blog', 'unknown version');
    await reports.flush();
    const summary = await reports.summary();
    const stable = summary.find((row) => row.version === '1.0.0+a');
    expect(stable).toMatchObject({ sessions: 10, errorSessions: 1, errorRate: 0.1, p75: { LCP: 800 }, samples: { LCP: 10 } });
    expect(stable?.errorRates.chunk).toBeCloseTo(0.1);
    const sides = await reports.summary({ canarySides: true });
    expect(sides.find((row) => row.version === '2.0.0+b')).toMatchObject({ sessions: 1, errorRate: 1, p75: {} });
    expect(await reports.refused()).toEqual({ 'mfe-blog': { 'unknown version': 2 } });
    await reports.close();
    expect((await store.fieldSummary()).map((row) => row.sessions).sort()).toEqual([1, 10]);
    expect(await store.refusedReports()).toEqual({ 'mfe-blog': { 'unknown version': 2 } });
  });

  it('aggregates the server signal the same way: every answer by route and outcome, the renders\' own costs; vitals by side', async () => {
    const store = await stores.open(kind);
    const reports = store.openFieldReports({ windowMs: 15 * 60_000 });
    const version = '2.0.0+b';
    const article = { remote: 'mfe-blog', version, route: '/blog/:slug', status: 200 };
    for (let ms = 10; ms <= 200; ms += 10) reports.render({ ...article, outcome: ms % 40 === 0 ? 'failed' : 'rendered', ms: ms + 5, costMs: ms });
    reports.render({ ...article, outcome: 'over_budget', ms: 1000, costMs: 40 });
    // Nine answers from the cache: four of a degraded 503 page, five of a good list.
    for (let i = 0; i < 4; i += 1) reports.render({ ...article, status: 503, outcome: 'degraded' });
    for (let i = 0; i < 5; i += 1) reports.render({ ...article, route: '/blog', outcome: 'rendered' });
    // A render behind a stale answer: its cost counts, it is no answer.
    reports.render({ ...article, outcome: 'rendered', ms: 30, costMs: 25, answers: 0 });
    // A vital from outside the canary's sides counts for the version, never for its side.
    reports.add(beacon(1, [{ type: 'vital', name: 'LCP', value: 5000, version, bucket: 'none' }]));
    reports.add(beacon(2, [{ type: 'vital', name: 'LCP', value: 1200, version, bucket: 'candidate' }, { type: 'vital', name: 'TTFB', value: 180, version, bucket: 'candidate' }]));
    await reports.flush();
    const [all] = (await reports.summary()).filter((row) => row.version === version);
    // 30 answers: 6 left for the browser (5 failed, 1 over budget), 4 degraded with a 503; 22 renders
    // costed, the 21st of them sorted is 190 ms.
    expect(all.server).toEqual({
      requests: 30,
      failed: 6,
      overBudget: 1,
      degraded: 4,
      errorStatus: 4,
      failureRate: 6 / 30,
      renders: 22,
      p95: 190,
      costs: expect.any(Array),
      walls: expect.any(Array),
      routes: { '/blog/:slug': { requests: 25, failed: 6, degraded: 4, errorStatus: 4 }, '/blog': { requests: 5, failed: 0, degraded: 0, errorStatus: 0 } },
    });
    expect([...all.server.costs].sort((a, b) => a - b)).toEqual([10, 20, 25, 30, 40, 40, ...Array.from({ length: 16 }, (_, i) => 50 + i * 10)]);
    // And their wall times: the time to first byte of each page rendered on a miss.
    expect([...all.server.walls].sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, i) => 15 + i * 10), 30, 1000].sort((a, b) => a - b));
    expect(all.p75.LCP).toBe(5000);
    expect(all.vitalValues.LCP?.sort()).toEqual([1200, 5000]);
    const [side] = (await reports.summary({ canarySides: true })).filter((row) => row.version === version);
    expect(side).toMatchObject({ p75: { LCP: 1200 }, samples: { LCP: 1 }, vitalValues: { LCP: [1200], TTFB: [180] }, server: { requests: 30 } });
    await reports.close();
  });

  it('keeps a canary\'s analyses, oldest first, apart from another canary of the same remote', async () => {
    const store = await stores.open(kind);
    const reports = store.openFieldReports({ windowMs: 15 * 60_000 });
    const checks = [{ name: 'LCP p75', status: /** @type {const} */ ('pass'), candidate: 900, stable: 1000, samples: { candidate: 20, stable: 40 }, detail: 'LCP p75: within bounds' }];
    const since = '2026-11-28T10:00:00.000Z';
    const at = Date.now();
    await reports.recordAnalysis({ remote: 'mfe-blog', version: '2.0.0+b', since, at, status: 'wait', percent: 10, checks: [] });
    await reports.recordAnalysis({ remote: 'mfe-blog', version: '2.0.0+b', since, at: at + 1000, status: 'pass', percent: 10, checks });
    await reports.recordAnalysis({ remote: 'mfe-blog', version: '3.0.0+c', since: '2026-11-28T11:00:00.000Z', at: at + 2000, status: 'fail', percent: 5, checks: [] });
    const analyses = await reports.analyses('mfe-blog', since);
    expect(analyses.map((row) => [row.status, row.at - at, row.percent])).toEqual([['wait', 0, 10], ['pass', 1000, 10]]);
    expect(analyses[1].checks).toEqual(checks);
    expect(await store.canaryAnalyses('mfe-blog', since)).toEqual(analyses);
    await reports.close();
  });

  it('keeps sessions, tokens and deliveries seen', async () => {
    const store = await stores.open(kind);
    const { sessions, tokens, deliveries } = store.trust;
    const now = Date.now();
    await sessions.create({ id: 'abc123', name: 'ana', csrf: 'c', credential: 'k', createdAt: now, expiresAt: now + 60_000 });
    expect(await sessions.open('abc123')).toMatchObject({ name: 'ana', endedAt: null });
    expect((await sessions.endMatching({ name: 'ana' }, 'revoked by test')).map((session) => session.id)).toEqual(['abc123']);
    expect(await sessions.open('abc123')).toBeUndefined();
    expect(await sessions.end('abc123', 'logout')).toBe(false);
    expect(await sessions.list({ all: true })).toEqual([expect.objectContaining({ endedWhy: 'revoked by test' })]);

    await tokens.create({ name: 'blog', hash: 'h', remotes: ['mfe-blog'], createdBy: 'ana', createdAt: now });
    await expect(tokens.create({ name: 'blog', hash: 'h2', remotes: [], createdBy: 'ana', createdAt: now })).rejects.toThrow(/exists/);
    expect(await tokens.active('blog')).toMatchObject({ remotes: ['mfe-blog'], revokedAt: null });
    await tokens.used('blog');
    expect(await tokens.revoke('blog', 'left')).toBe(true);
    expect(await tokens.active('blog')).toBeUndefined();
    expect(await tokens.list({ all: true })).toHaveLength(1);

    const until = now + 60_000;
    const racing = await Promise.all([deliveries.firstTime(['d1', 'alias'], until), deliveries.firstTime(['d1'], until)]);
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await deliveries.firstTime(['alias', 'new'], until)).toBe(false);
    expect(await deliveries.firstTime(['new'], until)).toBe(true);
  });

  it('announces to every handle on the store, this one too', async () => {
    const first = await stores.open(kind);
    const second = await stores.open(kind, stores.same(first));
    /** @type {unknown[]} */
    const heard = [];
    const off = second.onAnnouncement((topic, payload) => heard.push({ topic, payload }));
    first.onAnnouncement((topic, payload) => heard.push({ own: true, topic, payload }));
    await first.announce('purge', ['page:/blog', 'remote:mfe-blog']);
    expect(await eventually(() => heard.length === 2, 1000)).toBe(true);
    expect(heard).toContainEqual({ topic: 'purge', payload: ['page:/blog', 'remote:mfe-blog'] });
    off();
  });

  it('lets exactly one handle lead a named job at a time (the canary judge)', async () => {
    const first = await stores.open(kind);
    const second = await stores.open(kind, stores.same(first));
    /** @type {() => void} */
    let finish = () => {};
    const held = first.leadOnce('canary-judge', () => new Promise((resolve) => (finish = () => resolve('judged'))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await second.leadOnce('canary-judge', async () => 'twice')).toEqual({ led: false });
    finish();
    expect(await held).toEqual({ led: true, result: 'judged' });
    expect(await second.leadOnce('canary-judge', async () => 'next')).toEqual({ led: true, result: 'next' });
  });

  it('lets the leader switch while it leads (the judge aborting a canary)', async () => {
    const store = await stores.open(kind);
    const judged = await store.leadOnce('canary-judge', async () => {
      await store.switchPointer('production', (pointer) => ({ result: applySwitch(pointer, 'mfe-blog', '1.0.0+a', 'release') }));
      // Long enough for the files' lock to be refreshed once while held.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      return store.switchPointer('production', (pointer) => ({ result: applyCanary(pointer, 'mfe-blog', undefined) }));
    });
    expect(judged).toEqual({ led: true, result: undefined });
    expect(await store.leadOnce('canary-judge', async () => 'again')).toEqual({ led: true, result: 'again' });
  });
});

