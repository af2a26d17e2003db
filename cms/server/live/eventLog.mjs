// @ts-check
import { appendFile, readFile } from 'node:fs/promises';
import { writeFileDurably } from '../writes/writeFileDurably.mjs';

/** How far back a stream may resume (`Last-Event-ID`), and how many events that keeps at most. */
export const DEFAULT_EVENT_LOG = { windowMs: 10 * 60_000, maxEvents: 1000 };

/**
 * One committed transaction as the Live Content API tells it: its id, when, the sync tags it touched,
 * and whether it changed a published document (else only drafts: for `includeDrafts` streams alone).
 * @typedef {{ id: string, at: number, tags: string[], published: boolean }} LiveEvent
 */

/** @param {string} line @returns {LiveEvent | undefined} */
function parseLine(line) {
  try {
    const event = JSON.parse(line);
    return typeof event?.id === 'string' && typeof event.at === 'number' && Array.isArray(event.tags) ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The events of the last `windowMs` (at most `maxEvents`), in order, kept in `file` so a stream can
 * resume across a restart of the service. Appended as they happen; rewritten without the old ones at
 * start and whenever the file holds twice what is kept. Ids are the time and a counter, so an id made
 * after a restart never repeats one from before.
 * @param {{ file: string, windowMs?: number, maxEvents?: number, now?: () => number }} options
 */
export async function openEventLog({ file, windowMs = DEFAULT_EVENT_LOG.windowMs, maxEvents = DEFAULT_EVENT_LOG.maxEvents, now = Date.now }) {
  const text = await readFile(file, 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  /** @type {LiveEvent[]} */
  let events = text.split('\n').map(parseLine).filter((event) => event !== undefined);
  let lines = events.length;
  let counter = 0;
  // Appends and rewrites one after another, in the order the events happened.
  let writing = Promise.resolve();

  // The newest event stays whatever its age: a stream that saw the last change resumes from it after
  // a quiet hour, rather than be told to start again (a purge of everything) for nothing.
  const prune = () => {
    const oldest = now() - windowMs;
    events = events.filter((event, index) => event.at >= oldest || index === events.length - 1).slice(-maxEvents);
  };
  const rewrite = () => {
    lines = events.length;
    const content = events.map((event) => `${JSON.stringify(event)}\n`).join('');
    // A failed write (logged by the caller of `settled`) does not stop the ones after it.
    writing = writing.catch(() => {}).then(() => writeFileDurably(file, content));
    return writing;
  };
  prune();
  if (lines !== events.length) await rewrite();

  return {
    /**
     * Records a committed transaction and returns its event at once: a stream connecting from now on
     * replays it, so it must be sent to the open ones in the same turn. It reaches the file after
     * (`settled`), in order.
     * @param {{ tags: string[], published: boolean }} change
     */
    append({ tags, published }) {
      const at = now();
      const event = { id: `${at.toString(36)}-${(counter++).toString(36)}`, at, tags, published };
      events.push(event);
      prune();
      lines += 1;
      if (lines > 2 * Math.max(events.length, 1)) void rewrite().catch(() => {});
      else writing = writing.catch(() => {}).then(() => appendFile(file, `${JSON.stringify(event)}\n`));
      return event;
    },
    /**
     * The events after `id` a stream would have got (`drafts`: every one; else those that changed a
     * published document), or undefined when `id` is not in the log (unknown, or aged out).
     * @param {string} id @param {{ drafts: boolean }} audience
     * @returns {LiveEvent[] | undefined}
     */
    since(id, { drafts }) {
      prune();
      const index = events.findIndex((event) => event.id === id);
      if (index === -1) return undefined;
      return events.slice(index + 1).filter((event) => drafts || event.published);
    },
    /** The newest event's id, or undefined when the log is empty. */
    newest: () => events.at(-1)?.id,
    /** Appends and rewrites under way, finished (the service waits for them before it closes); rejects if one failed. */
    settled: () => writing,
  };
}
