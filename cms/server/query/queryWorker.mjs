// @ts-check
// Runs GROQ off the service's event loop: parsing and evaluating an abusive query can take minutes
// of synchronous CPU, which only a thread that can be terminated bounds.
import { parentPort } from 'node:worker_threads';
import { QueryError, runQuery } from './runQuery.mjs';

if (!parentPort) throw new Error('queryWorker.mjs runs as a worker thread');
const port = parentPort;

/** @type {unknown[]} */
let documents = [];

port.on('message', async (/** @type {import('./queryPool.mjs').WorkerMessage} */ message) => {
  if (message.kind === 'documents') {
    documents = message.documents;
    return;
  }
  const { id, query, params, sanity } = message;
  try {
    const { result, syncTags } = await runQuery({ query, params, documents, sanity });
    port.postMessage({ id, ok: true, result, syncTags });
  } catch (error) {
    if (error instanceof QueryError) {
      port.postMessage({ id, ok: false, statusCode: error.statusCode, body: error.body });
    } else {
      // Only the message crosses: the pool logs it and answers a generic 500.
      port.postMessage({ id, ok: false, internal: error instanceof Error ? error.message : String(error) });
    }
  }
});

port.postMessage({ ready: true });
