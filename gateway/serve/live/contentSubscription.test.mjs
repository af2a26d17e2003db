// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_TOKEN, restartableContentService } from '../../../cms/server/test/restartableContentService.mjs';
import { reconnectDelay, subscribeToContent } from './contentSubscription.mjs';

/** A subscription's events and log lines, and a way to wait for the next of either that matches. */
function recorder() {
  /** @type {import('./contentSubscription.mjs').ContentEvent[]} */
  const events = [];
  /** @type {string[]} */
  const lines = [];
  /** @type {{ test: () => boolean, resolve: () => void }[]} */
  let waiting = [];
  const settle = () => {
    waiting = waiting.filter((wait) => (wait.test() ? (wait.resolve(), false) : true));
  };
  return {
    events,
    lines,
    /** @param {import('./contentSubscription.mjs').ContentEvent} event */
    onEvent: (event) => {
      events.push(event);
      settle();
    },
    /** @param {string} line */
    log: (line) => {
      lines.push(line);
      settle();
    },
    /** @param {() => boolean} test */
    until: (test) => new Promise((resolve) => (test() ? resolve(undefined) : waiting.push({ test, resolve: () => resolve(undefined) }))),
  };
}

describe('the gateway’s subscription to live content', () => {
  /** @type {Awaited<ReturnType<typeof restartableContentService>>} */
  let service;
  /** @type {(() => void) | undefined} */
  let stop;
  beforeEach(async () => {
    service = await restartableContentService();
  });
  afterEach(async () => {
    stop?.();
    await service.close();
  });

  it('resumes across a restart of the content service: each change once, in order, no restart, one line each way', async () => {
    const seen = recorder();
    stop = subscribeToContent({ content: service.content, token: READ_TOKEN, onEvent: seen.onEvent, log: seen.log });
    await service.publish('Before the restart');
    await seen.until(() => seen.events.length === 1);

    await service.restart();
    await seen.until(() => seen.lines.some((line) => line.includes('connected again')));
    // Changes made once it is back, and one made before this subscription heard of the restart at all.
    await service.publish('After the restart, one');
    await service.publish('After the restart, two');
    await seen.until(() => seen.events.length === 3);
    await service.restart();
    await service.publish('While this gateway was away');
    await seen.until(() => seen.events.length === 4);

    expect(seen.events.map((event) => event.type)).toEqual(['message', 'message', 'message', 'message']);
    const ids = seen.events.map((event) => (event.type === 'message' ? event.id : ''));
    expect(new Set(ids).size).toBe(4);
    expect(seen.lines.filter((line) => line.includes('connecting again'))).toHaveLength(2);
    expect(seen.lines.filter((line) => line.includes('connected again'))).toHaveLength(2);
  });

  it('follows a service that has had no change yet across its restart without a restart: nothing changed meanwhile', async () => {
    const seen = recorder();
    let connected = 0;
    const onConnected = () => {
      connected += 1;
      seen.log('(welcomed)');
    };
    stop = subscribeToContent({ content: service.content, token: READ_TOKEN, onEvent: seen.onEvent, onConnected, log: seen.log });
    await seen.until(() => connected === 1);
    await service.restart();
    await seen.until(() => connected === 2);
    await service.publish('The first change');
    await seen.until(() => seen.events.length === 1);
    expect(seen.events.map((event) => event.type)).toEqual(['message']);
  });

  it('says restart only when the event it would resume from has aged out of the service’s log', async () => {
    const seen = recorder();
    stop = subscribeToContent({ content: service.content, token: READ_TOKEN, onEvent: seen.onEvent, log: seen.log });
    await service.publish('One');
    await seen.until(() => seen.events.length === 1);
    // Back with the event this gateway saw aged out of the log: it has only a later one.
    await service.restart(() => service.keepOnly([{ id: 'later-0', tags: ['s1:unrelated'] }]));
    await seen.until(() => seen.events.length === 2);
    // From then on it resumes again, from where the service stood.
    await service.restart();
    await service.publish('Two');
    await seen.until(() => seen.events.length === 3);
    expect(seen.events.map((event) => event.type)).toEqual(['message', 'restart', 'message']);
  });
});

describe('reconnectDelay', () => {
  it('doubles from a second to a minute, each somewhere in the upper half', () => {
    expect([0, 1, 2, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 30_000]);
    expect([0, 1, 2, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 60_000]);
  });
});
