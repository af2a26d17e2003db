// @ts-check
import { Worker } from 'node:worker_threads';
import { QueryError } from './runQuery.mjs';

/**
 * @typedef {{ kind: 'documents'; documents: unknown[] }
 *   | { kind: 'query'; id: number; query: unknown; params: Record<string, unknown>; sanity: { projectId: string; dataset: string } }} WorkerMessage
 * @typedef {{ ready: true }
 *   | { id: number; ok: true; result: unknown; syncTags: string[] }
 *   | { id: number; ok: false; statusCode: number; body: QueryError['body'] }
 *   | { id: number; ok: false; internal: string }} WorkerAnswer
 * @typedef {{
 *   id: number;
 *   message: Extract<WorkerMessage, { kind: 'query' }>;
 *   documents: unknown[];
 *   resolve: (value: { result: unknown; syncTags: string[] }) => void;
 *   reject: (error: unknown) => void;
 *   queuedTimer?: NodeJS.Timeout;
 *   cleanup: () => void;
 * }} Job
 * @typedef {{ worker: Worker; ready: boolean; documents?: unknown[]; job?: Job; timer?: NodeJS.Timeout }} Slot
 * @typedef {'server' | 'visitor'} QueryLane
 */

const WORKER_URL = new URL('./queryWorker.mjs', import.meta.url);

/** The pool is full: Sanity's API answers overload with 503 and a Retry-After too. */
export class PoolBusyError extends QueryError {
  constructor() {
    super(503, { type: 'serviceUnavailableError', description: 'The content service is busy; retry in a moment' });
    this.retryAfterSeconds = 1;
  }
}

/** The client went away; nobody reads the answer. */
export class QueryAbortedError extends Error {}

/** How long `close()` waits for each worker to stop. */
const TERMINATE_WAIT_MS = 1000;

/**
 * Worker threads that parse and evaluate GROQ with a hard time limit. A query over its time is not
 * abandoned but stopped: its worker is terminated and a fresh one takes the slot, so a hostile
 * query costs at most `timeoutMs` of one core.
 * @param {{
 *   size?: number;
 *   timeoutMs?: number;
 *   maxQueue?: number;
 *   queueTimeoutMs?: number;
 *   maxHeapMb?: number;
 *   onInternalError?: (message: string) => void;
 * }} [options]
 */
export function createQueryPool({ size = 2, timeoutMs = 1500, maxQueue = 64, queueTimeoutMs = Math.max(3000, 2 * timeoutMs), maxHeapMb = 256, onInternalError = () => {} } = {}) {
  /** @type {Slot[]} */
  const slots = [];
  // Two waiting lines: the site's own servers' queries (read token) go before visitors' queries, and
  // each line has its own bound, so a flood of anonymous queries that fills its line cannot make a
  // page render wait behind it or be turned away.
  /** @type {Record<QueryLane, Job[]>} */
  const queues = { server: [], visitor: [] };
  let nextId = 1;
  let closed = false;

  function spawn() {
    // Evaluation allocates: a cap keeps a query that builds a huge result from taking the host down.
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker.unref();
    /** @type {Slot} */
    const slot = { worker, ready: false };
    worker.on('message', (/** @type {WorkerAnswer} */ answer) => {
      // A worker's start-up (loading groq-js) must not count against the first query's time.
      if ('ready' in answer) {
        slot.ready = true;
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      finish(slot);
      if (answer.ok) job.resolve({ result: answer.result, syncTags: answer.syncTags });
      else if ('internal' in answer) {
        onInternalError(answer.internal);
        job.reject(new Error(answer.internal));
      } else job.reject(new QueryError(answer.statusCode, answer.body.error));
      dispatch();
    });
    // A crash (out of memory included) fails only the query that caused it.
    worker.on('error', (error) => {
      onInternalError(`query worker failed: ${error.message}`);
      const job = slot.job;
      replace(slot);
      job?.reject(new QueryError(500, { type: 'internalError', description: 'The query could not be evaluated' }));
      dispatch();
    });
    return slot;
  }

  /** @param {Slot} slot */
  function finish(slot) {
    clearTimeout(slot.timer);
    slot.job?.cleanup();
    slot.job = undefined;
  }

  /** @param {Slot} slot */
  function replace(slot) {
    finish(slot);
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    if (!closed) slots.push(spawn());
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.job || !slot.ready) continue;
      const job = queues.server.shift() ?? queues.visitor.shift();
      if (!job) return;
      clearTimeout(job.queuedTimer);
      slot.job = job;
      // Messages arrive in order, so a reloaded dataset is in place before the query runs.
      if (slot.documents !== job.documents) {
        slot.worker.postMessage(/** @type {WorkerMessage} */ ({ kind: 'documents', documents: job.documents }));
        slot.documents = job.documents;
      }
      slot.worker.postMessage(job.message);
      slot.timer = setTimeout(() => {
        replace(slot);
        job.reject(
          new QueryError(400, {
            type: 'queryTimeoutError',
            description: `The query ran longer than ${timeoutMs} ms and was stopped; narrow it with filters, slices or fewer joins`,
          }),
        );
        dispatch();
      }, timeoutMs);
    }
  }

  for (let i = 0; i < size; i += 1) slots.push(spawn());

  return {
    /**
     * Parses and evaluates one query. Rejects with QueryError for the client's mistakes, a time
     * limit, or a full pool (PoolBusyError); with QueryAbortedError when `signal` aborts first.
     * `lane`: `server` for the site's own servers (read first), `visitor` otherwise. Resolves with the
     * answer and its sync tags.
     * @param {{ query: unknown; params: Record<string, unknown>; documents: unknown[]; sanity: { projectId: string; dataset: string }; signal?: AbortSignal; lane?: QueryLane }} input
     * @returns {Promise<{ result: unknown; syncTags: string[] }>}
     */
    run({ query, params, documents, sanity, signal, lane = 'visitor' }) {
      const queue = queues[lane];
      if (closed) return Promise.reject(new PoolBusyError());
      if (signal?.aborted) return Promise.reject(new QueryAbortedError());
      if (queue.length >= maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const onAbort = () => {
          const queued = queue.indexOf(job);
          if (queued !== -1) {
            queue.splice(queued, 1);
            clearTimeout(job.queuedTimer);
          } else {
            const slot = slots.find((s) => s.job === job);
            // Stopping the thread is the only way to interrupt a synchronous evaluation.
            if (slot) replace(slot);
            dispatch();
          }
          reject(new QueryAbortedError());
        };
        /** @type {Job} */
        const job = {
          id,
          message: { kind: 'query', id, query, params, sanity },
          documents,
          resolve,
          reject,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        job.queuedTimer = setTimeout(() => {
          const queued = queue.indexOf(job);
          if (queued === -1) return;
          queue.splice(queued, 1);
          job.cleanup();
          reject(new PoolBusyError());
        }, queueTimeoutMs);
        queue.push(job);
        dispatch();
      });
    },
    /** Queries running and waiting, for health checks and tests. */
    stats: () => ({ running: slots.filter((s) => s.job).length, queued: queues.server.length + queues.visitor.length, workers: slots.length }),
    async close() {
      closed = true;
      for (const job of [...queues.server.splice(0), ...queues.visitor.splice(0)]) {
        clearTimeout(job.queuedTimer);
        job.cleanup();
        job.reject(new PoolBusyError());
      }
      await Promise.all(slots.splice(0).map((slot) => {
        const job = slot.job;
        finish(slot);
        job?.reject(new PoolBusyError());
        // A worker still loading groq-js can take seconds to stop on a loaded machine. It is
        // unref'd, so it never holds the process: close does not wait longer than a moment for it.
        return Promise.race([slot.worker.terminate(), new Promise((resolve) => setTimeout(resolve, TERMINATE_WAIT_MS).unref())]);
      }));
    },
  };
}

/** @typedef {ReturnType<typeof createQueryPool>} QueryPool */
