// @ts-check
// The field store's writer thread (`openFieldStore`): it owns the SQLite connection the gateway writes
// through, so a transaction or a WAL checkpoint's fsync never runs on the thread that answers pages.
import { parentPort, workerData } from 'node:worker_threads';
import { storeWriter } from './fieldStore.mjs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const store = storeWriter(workerData.file, (line) => port.postMessage({ log: line }));

port.on('message', (message) => {
  try {
    if (message.type === 'write') port.postMessage({ id: message.id, result: store.write(message.sessions, message.vitals, message.refused, message.renders, message.cutoff) });
    else if (message.type === 'summary') port.postMessage({ id: message.id, result: store.summary(message.since, message.canarySides) });
    else if (message.type === 'recordAnalysis') port.postMessage({ id: message.id, result: store.recordAnalysis(message.row) });
    else if (message.type === 'analyses') port.postMessage({ id: message.id, result: store.analyses(message.remote, message.since) });
    else if (message.type === 'canary') port.postMessage({ id: message.id, result: store.canary(message.remote, message.since, message.candidate, message.stable) });
    else if (message.type === 'refused') port.postMessage({ id: message.id, result: store.refused(message.since) });
    else if (message.type === 'close') {
      store.close();
      port.postMessage({ id: message.id });
    }
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
