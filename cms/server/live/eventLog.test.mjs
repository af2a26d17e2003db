// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventLog } from './eventLog.mjs';

let dir = '';
/** The logs a test opened: their writes finish before their folder goes. @type {{ settled: () => Promise<void> }[]} */
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((log) => log.settled()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** @param {Parameters<typeof openEventLog>[0]} options */
async function open(options) {
  const log = await openEventLog(options);
  opened.push(log);
  return log;
}

describe('the live event log', () => {
  it('answers what came after an id, drafts only to a drafts stream, and undefined for an id it does not know', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'event-log-'));
    const log = await open({ file: path.join(dir, 'events.ndjson') });
    const first = log.append({ tags: ['s1:a'], published: true });
    const draft = log.append({ tags: ['s1:b'], published: false });
    const third = log.append({ tags: ['s1:c'], published: true });
    expect(log.since(first.id, { drafts: false })?.map((event) => event.id)).toEqual([third.id]);
    expect(log.since(first.id, { drafts: true })?.map((event) => event.id)).toEqual([draft.id, third.id]);
    expect(log.since(third.id, { drafts: false })).toEqual([]);
    expect(log.since('never-given', { drafts: true })).toBeUndefined();
  });

  it('is kept across a restart, without what aged out of its window, and its new ids never repeat old ones', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'event-log-'));
    const file = path.join(dir, 'events.ndjson');
    let now = 1_000_000;
    const before = await open({ file, windowMs: 60_000, now: () => now });
    const old = before.append({ tags: ['s1:old'], published: true });
    now += 50_000;
    const recent = before.append({ tags: ['s1:recent'], published: true });
    now += 20_000;
    await before.settled();
    const after = await open({ file, windowMs: 60_000, now: () => now });
    expect(after.since(old.id, { drafts: false })).toBeUndefined();
    expect(after.since(recent.id, { drafts: false })).toEqual([]);
    const next = after.append({ tags: ['s1:next'], published: true });
    await after.settled();
    expect([old.id, recent.id]).not.toContain(next.id);
    expect(after.since(recent.id, { drafts: false })?.map((event) => event.tags)).toEqual([['s1:next']]);
    // Rewritten at start without the aged-out event.
    expect((await readFile(file, 'utf8')).includes('s1:old')).toBe(false);
  });

  it('keeps its newest event past the window: a stream that saw the last change resumes after a quiet spell', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'event-log-'));
    const file = path.join(dir, 'events.ndjson');
    let now = 1_000_000;
    const before = await open({ file, windowMs: 60_000, now: () => now });
    const older = before.append({ tags: ['s1:older'], published: true });
    const last = before.append({ tags: ['s1:last'], published: true });
    now += 3_600_000;
    await before.settled();
    const after = await open({ file, windowMs: 60_000, now: () => now });
    expect(after.newest()).toBe(last.id);
    expect(after.since(last.id, { drafts: false })).toEqual([]);
    expect(after.since(older.id, { drafts: false })).toBeUndefined();
  });

  it('keeps at most its count', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'event-log-'));
    const log = await open({ file: path.join(dir, 'events.ndjson'), maxEvents: 2 });
    const events = [];
    for (let i = 0; i < 5; i += 1) events.push(log.append({ tags: [`s1:${i}`], published: true }));
    expect(log.since(events[2].id, { drafts: false })).toBeUndefined();
    expect(log.since(events[3].id, { drafts: false })?.map((event) => event.id)).toEqual([events[4].id]);
  });
});
