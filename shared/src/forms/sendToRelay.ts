import type { RelayFields, RelayOutcome } from './relayClient';

/**
 * How long a submission may take, counted from the moment it is sent: loading the relay's code, the
 * request and its answer. A relay that accepts the connection and never answers fails no request,
 * so without a bound the form would say "Sending..." for good; after this it shows the failure
 * message, with everything typed kept.
 */
export const RELAY_TIMEOUT_MS = 10_000;

/**
 * Sends a form through the relay (`relayClient.ts`, what it does and answers). That code is a file of
 * its own, asked for at the first submission: no page file carries it before the page has hydrated,
 * and a form sends only once someone has filled it in. The time limit starts here, before that file
 * is asked for, so a slow link does not stretch it. A file that cannot be loaded (the visitor went
 * offline) is a submission that failed, with everything typed kept; the next one asks again.
 */
export async function sendToRelay(fields: RelayFields, init: { timeoutMs?: number; idempotencyKey?: string } = {}): Promise<RelayOutcome> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('The form relay did not answer in time', 'TimeoutError')), init.timeoutMs ?? RELAY_TIMEOUT_MS);
  const { signal } = deadline;
  const gaveUp = new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  try {
    let relay: typeof import('./relayClient');
    try {
      relay = await Promise.race([import(/* webpackChunkName: "relay-client" */ './relayClient'), gaveUp]);
    } catch (error) {
      console.error('[form relay] its code did not load:', error);
      return { status: 'failed' };
    }
    return await relay.sendToRelay(fields, { signal, idempotencyKey: init.idempotencyKey });
  } finally {
    clearTimeout(timer);
  }
}
