// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { createReportBuffer } from './reportBuffer.mjs';

const tags = /** @type {const} */ ({ route: '/blog', remote: 'mfe-blog', version: '1.0.0+a', bucket: 'none' });
const sessionId = (/** @type {number} */ n) => `session-${String(n).padStart(10, '0')}`;

/** @param {number} n @param {Array<any>} reports @returns {import('./reportBuffer.mjs').Beacon} */
const beacon = (n, reports) => ({ session: sessionId(n), reports: reports.map((report) => ({ ...tags, ...report })) });
const chunk = { type: 'error', error: 'chunk' };

describe('the field report buffer', () => {
  it('folds a session’s reports into one row per remote version, errors counted by kind, one row per vital', () => {
    const buffer = createReportBuffer();
    buffer.add(beacon(1, [chunk, chunk, { type: 'vital', name: 'LCP', value: 900 }]), 100);
    buffer.add(beacon(1, [{ type: 'error', error: 'render', bucket: 'candidate' }]), 200);
    buffer.add(beacon(1, [{ type: 'vital', name: 'LCP', value: 700, version: '2.0.0+b' }]), 300);
    buffer.add(beacon(2, [{ type: 'vital', name: 'FCP', value: 300 }]), 400);
    expect(buffer.pending).toBe(3 + 3);

    const batch = buffer.take(500);
    expect(batch.sessions).toEqual([
      { remote: 'mfe-blog', version: '1.0.0+a', session: sessionId(1), bucket: 'candidate', first: 100, last: 200, errors: { chunk: 2, render: 1 }, visitor: '' },
      { remote: 'mfe-blog', version: '2.0.0+b', session: sessionId(1), bucket: 'none', first: 300, last: 300, errors: {}, visitor: '' },
      { remote: 'mfe-blog', version: '1.0.0+a', session: sessionId(2), bucket: 'none', first: 400, last: 400, errors: {}, visitor: '' },
    ]);
    expect(batch.vitals).toEqual([
      ['mfe-blog', '1.0.0+a', 'LCP', 900, 100, 'none', ''],
      ['mfe-blog', '2.0.0+b', 'LCP', 700, 300, 'none', ''],
      ['mfe-blog', '1.0.0+a', 'FCP', 300, 400, 'none', ''],
    ]);
    expect(buffer.pending).toBe(0);
    expect(buffer.take(600)).toEqual({ sessions: [], vitals: [], refused: [], renders: [] });
  });

  it('counts every page answer by route, outcome and status, and keeps one timed row per render', () => {
    const buffer = createReportBuffer();
    const article = { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 200 };
    buffer.render({ ...article, outcome: 'failed', ms: 12, costMs: 9 }, 100);
    // The same page from the cache twice: the outcome it was kept with, no timing.
    buffer.render({ ...article, outcome: 'failed' }, 110);
    buffer.render({ ...article, outcome: 'failed' }, 120);
    buffer.render({ remote: 'mfe-blog', version: '1.0.0+a', route: '/blog', status: 200, outcome: 'rendered', ms: 30, costMs: 20 }, 130);
    // A render behind a stale answer: timed, but the answer was counted with the stale page.
    buffer.render({ ...article, status: 503, outcome: 'degraded', ms: 40, costMs: 5, answers: 0 }, 140);
    expect(buffer.pending).toBe(5);
    const batch = buffer.take(500);
    expect(batch.renders).toEqual([
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'failed', 200, 12, 9, 0, 100, '', '', 0],
      ['mfe-blog', '1.0.0+a', '/blog', 'rendered', 200, 30, 20, 0, 130, '', '', 0],
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'degraded', 503, 40, 5, 0, 140, '', '', 0],
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'failed', 200, null, null, 3, 500, '', '', 0],
      ['mfe-blog', '1.0.0+a', '/blog', 'rendered', 200, null, null, 1, 500, '', '', 0],
    ]);
    // Not written: back, within the bound, before what came since.
    buffer.render({ ...article, outcome: 'failed' }, 600);
    buffer.putBack(batch);
    expect(buffer.take(700).renders).toEqual([...batch.renders, ['mfe-blog', '2.0.0+b', '/blog/:slug', 'failed', 200, null, null, 1, 700, '', '', 0]]);
  });

  it('keeps who got an answer, its URL and whether the cache answered it, each a count of its own', () => {
    const buffer = createReportBuffer();
    const answer = { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 404, outcome: /** @type {const} */ ('rendered'), url: '/blog/made-up' };
    buffer.render({ ...answer, visitor: 'a' }, 100);
    buffer.render({ ...answer, visitor: 'a' }, 110);
    buffer.render({ ...answer, visitor: 'a', cached: true }, 120);
    buffer.render({ ...answer, visitor: 'b' }, 130);
    expect(buffer.take(500).renders).toEqual([
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'rendered', 404, null, null, 2, 500, 'a', '/blog/made-up', 0],
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'rendered', 404, null, null, 1, 500, 'a', '/blog/made-up', 1],
      ['mfe-blog', '2.0.0+b', '/blog/:slug', 'rendered', 404, null, null, 1, 500, 'b', '/blog/made-up', 0],
    ]);
  });

  it('makes a mount (the chat widget on a page load) a session without an error or a value', () => {
    const buffer = createReportBuffer();
    buffer.add(beacon(1, [{ type: 'mount', remote: 'mfe-chat', bucket: 'stable' }]), 100, 'visitor-y');
    const batch = buffer.take(200);
    expect(batch.sessions).toEqual([{ remote: 'mfe-chat', version: '1.0.0+a', session: sessionId(1), bucket: 'stable', first: 100, last: 100, errors: {}, visitor: 'visitor-y' }]);
    expect(batch.vitals).toEqual([]);
  });

  it('keeps one value of each vital per page load, however many beacons or reports it sends, with its visitor', () => {
    const buffer = createReportBuffer();
    const lcp = (/** @type {number} */ value) => ({ type: 'vital', name: 'LCP', value });
    // One page load (its own id), a pass's session: fifty LCP values in a beacon, twenty beacons.
    for (let i = 0; i < 20; i += 1) buffer.add({ ...beacon(1, Array.from({ length: 50 }, (_, k) => lcp(60_000 + k))), page: 'page-load-1' }, 100 + i, 'visitor-x');
    buffer.add({ ...beacon(1, [lcp(800)]), page: 'page-load-2' }, 200, 'visitor-x');
    const batch = buffer.take(300);
    expect(batch.vitals).toEqual([
      ['mfe-blog', '1.0.0+a', 'LCP', 60_049, 119, 'none', 'visitor-x'],
      ['mfe-blog', '1.0.0+a', 'LCP', 800, 200, 'none', 'visitor-x'],
    ]);
    expect(batch.sessions.map((row) => row.visitor)).toEqual(['visitor-x']);
  });

  it('counts refusals per remote and reason, stamped with the time of the flush that takes them', () => {
    const buffer = createReportBuffer();
    buffer.refuse('mfe-blog', 'unknown version');
    buffer.refuse('mfe-blog', 'unknown version');
    buffer.refuse('mfe-chat', 'busy address');
    expect(buffer.pending).toBe(2);
    expect(buffer.take(1000).refused).toEqual([
      ['mfe-blog', 'unknown version', 2, 1000],
      ['mfe-chat', 'busy address', 1, 1000],
    ]);
  });

  it('puts a batch that could not be written back in front of what came since, one row per session still', () => {
    const buffer = createReportBuffer();
    buffer.add(beacon(1, [chunk, { type: 'vital', name: 'TTFB', value: 40 }]), 100);
    buffer.refuse('mfe-blog', 'busy address');
    const failed = buffer.take(200);
    buffer.add(beacon(1, [{ type: 'error', error: 'render', bucket: 'stable' }, { type: 'vital', name: 'TTFB', value: 60, bucket: 'stable' }]), 300);
    buffer.add(beacon(2, [chunk]), 300);
    buffer.refuse('mfe-blog', 'busy address');
    buffer.putBack(failed);

    expect(buffer.pending).toBe(2 + 2 + 1);
    const batch = buffer.take(400);
    expect(batch.sessions).toEqual([
      { remote: 'mfe-blog', version: '1.0.0+a', session: sessionId(1), bucket: 'stable', first: 100, last: 300, errors: { chunk: 1, render: 1 }, visitor: '' },
      { remote: 'mfe-blog', version: '1.0.0+a', session: sessionId(2), bucket: 'none', first: 300, last: 300, errors: { chunk: 1 }, visitor: '' },
    ]);
    expect(batch.vitals.map(([, , , value, at]) => [value, at])).toEqual([
      [40, 100],
      [60, 300],
    ]);
    expect(batch.refused).toEqual([['mfe-blog', 'busy address', 2, 400]]);
    expect(buffer.dropped).toBe(0);
  });

  it('holds at most `limit` rows: a new row beyond it is dropped and counted, a held row still takes reports', () => {
    const buffer = createReportBuffer({ limit: 3 });
    for (let n = 1; n <= 5; n += 1) buffer.add(beacon(n, [chunk]), n);
    expect(buffer.pending).toBe(3);
    expect(buffer.dropped).toBe(2);
    // Session 1 is held: its errors add up without a new row; a vital or a new refusal would be one.
    buffer.add(beacon(1, [chunk, { type: 'vital', name: 'LCP', value: 800 }]), 6);
    buffer.refuse('mfe-blog', 'busy address');
    expect(buffer.pending).toBe(3);
    expect(buffer.dropped).toBe(4);
    expect(buffer.take(7).sessions.map((row) => [row.session, row.errors.chunk])).toEqual([
      [sessionId(1), 2],
      [sessionId(2), 1],
      [sessionId(3), 1],
    ]);
  });

  it('keeps the bound when a failed batch comes back: the batch first, then what came since, the rest dropped', () => {
    const buffer = createReportBuffer({ limit: 3 });
    buffer.add(beacon(1, [chunk]), 1);
    buffer.add(beacon(2, [chunk]), 2);
    const failed = buffer.take(3);
    buffer.add(beacon(1, [chunk]), 4);
    buffer.add(beacon(3, [chunk]), 4);
    buffer.add(beacon(4, [chunk]), 4);
    buffer.putBack(failed);

    expect(buffer.pending).toBe(3);
    expect(buffer.dropped).toBe(1);
    expect(buffer.take(5).sessions.map((row) => [row.session, row.errors.chunk])).toEqual([
      [sessionId(1), 2],
      [sessionId(2), 1],
      [sessionId(3), 1],
    ]);
  });
});
