// @ts-check
import { randomUUID } from 'node:crypto';

/**
 * What a tab is told: a change's sync tags (`message`, with the content service's event id), or
 * `restart` (refresh everything: this gateway cannot say what changed; `id`, when known, is the
 * content service's event the channel follows on from).
 * @typedef {{ type: 'message', id: string, tags: string[] } | { type: 'restart', id?: string }} TabEvent
 * @typedef {{ send: (event: TabEvent) => void }} Listener
 */

/** How many past events a channel keeps, for a tab that reconnects or polls after missing some. */
export const DEFAULT_HISTORY = 256;

/**
 * The events one audience of tabs is told (visitors, or editors in draft preview), in order: the
 * tabs listening now, and the last `history` events by id, so a tab that was away (hidden, offline,
 * polling) asks for what came after the last one it saw.
 * @param {{ history?: number }} [options]
 */
export function createLiveChannel({ history = DEFAULT_HISTORY } = {}) {
  // It starts (and starts again after a restart) with a mark: the content service's event it follows
  // on from when known, so a page rendered by another gateway of the cluster, or by this one before
  // it restarted, names an id it knows; else one of its own, so a tab always has an id to resume
  // after, even before the first change: it is then told of every change since.
  /** @param {string} [id] @returns {{ id: string, tags: string[] }} */
  const mark = (id) => ({ id: id ?? `start-${randomUUID()}`, tags: [] });
  /** @type {{ id: string, tags: string[] }[]} */
  const recent = [mark()];
  /** @type {Set<Listener>} */
  const listeners = new Set();

  return {
    /** @param {TabEvent} event */
    publish(event) {
      if (event.type === 'message') {
        recent.push({ id: event.id, tags: event.tags });
        if (recent.length > history) recent.shift();
      } else {
        // After a restart nothing before it can be resumed from: a tab that saw less restarts too.
        recent.splice(0, recent.length, mark(event.id));
      }
      for (const listener of listeners) listener.send(event);
    },
    /**
     * Where the content service stood when this gateway began to follow it (its welcome): a tab that
     * names that id resumes rather than restarts. Told to no one: nothing changed.
     * @param {string} id
     */
    followFrom(id) {
      if (!recent.some((event) => event.id === id)) recent.push(mark(id));
    },
    /** The id of the last event (or of the channel's start), which a tab starting now resumes after. */
    lastId: () => /** @type {{ id: string }} */ (recent.at(-1)).id,
    /**
     * What a tab that last saw `after` missed: the events since, or `restart` when that id is no
     * longer known (too old, or this gateway restarted since). Nothing for a tab that saw the last one.
     * @param {string} after
     * @returns {TabEvent[]}
     */
    since(after) {
      const index = recent.findIndex((event) => event.id === after);
      if (index === -1) return [{ type: 'restart' }];
      return recent.slice(index + 1).map((event) => ({ type: /** @type {const} */ ('message'), ...event }));
    },
    /** @param {Listener} listener @returns {() => void} */
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listeners() {
      return listeners.size;
    },
  };
}
