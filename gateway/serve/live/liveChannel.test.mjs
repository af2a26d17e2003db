// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLiveChannel } from './liveChannel.mjs';

describe('a live channel', () => {
  it('tells every listener each event, in order, until it stops listening', () => {
    const channel = createLiveChannel();
    /** @type {unknown[]} */
    const heard = [];
    const stop = channel.listen({ send: (event) => heard.push(event) });
    channel.publish({ type: 'message', id: 'e1', tags: ['s1:a'] });
    channel.publish({ type: 'restart' });
    stop();
    channel.publish({ type: 'message', id: 'e2', tags: ['s1:b'] });
    expect(heard).toEqual([{ type: 'message', id: 'e1', tags: ['s1:a'] }, { type: 'restart' }]);
    expect(channel.listeners).toBe(0);
  });

  it('gives a tab what it missed after the last id it saw, from its very start', () => {
    const channel = createLiveChannel();
    const start = channel.lastId();
    channel.publish({ type: 'message', id: 'e1', tags: ['s1:a'] });
    channel.publish({ type: 'message', id: 'e2', tags: ['s1:b'] });
    expect(channel.since(start).map((event) => event.type === 'message' && event.id)).toEqual(['e1', 'e2']);
    expect(channel.since('e1')).toEqual([{ type: 'message', id: 'e2', tags: ['s1:b'] }]);
    expect(channel.since('e2')).toEqual([]);
    expect(channel.lastId()).toBe('e2');
  });

  it('answers restart to an id it no longer knows: too old, or from before a restart', () => {
    const channel = createLiveChannel({ history: 2 });
    for (const id of ['e1', 'e2', 'e3']) channel.publish({ type: 'message', id, tags: [] });
    expect(channel.since('e1')).toEqual([{ type: 'restart' }]);
    expect(channel.since('e2')).toHaveLength(1);
    channel.publish({ type: 'restart' });
    expect(channel.since('e3')).toEqual([{ type: 'restart' }]);
    expect(channel.since(channel.lastId())).toEqual([]);
    expect(channel.since('never-given')).toEqual([{ type: 'restart' }]);
  });

  it('knows the content service\'s id it began to follow from, and the one a restart follows on from', () => {
    const channel = createLiveChannel();
    const start = channel.lastId();
    /** @type {unknown[]} */
    const heard = [];
    channel.listen({ send: (event) => heard.push(event) });
    channel.followFrom('c1');
    expect(heard).toEqual([]);
    expect(channel.lastId()).toBe('c1');
    expect(channel.since('c1')).toEqual([]);
    // A tab welcomed before it follows on quietly (a change with no tags asks for nothing).
    expect(channel.since(start)).toEqual([{ type: 'message', id: 'c1', tags: [] }]);
    channel.publish({ type: 'restart', id: 'c9' });
    expect(channel.lastId()).toBe('c9');
    expect(channel.since('c9')).toEqual([]);
    expect(channel.since('c1')).toEqual([{ type: 'restart' }]);
  });
});
