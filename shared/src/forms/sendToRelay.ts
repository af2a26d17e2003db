import type { RelayFields, RelayOutcome, sendToRelay as send } from './relayClient';

/**
 * Sends a form through the relay (`relayClient.ts`, what it does and answers). That code is a file of
 * its own, asked for at the first submission: no page file carries it before the page has hydrated,
 * and a form sends only once someone has filled it in. A file that cannot be loaded (the visitor went
 * offline) is a submission that failed, with everything typed kept; the next one asks again.
 */
export async function sendToRelay(fields: RelayFields, init?: Parameters<typeof send>[1]): Promise<RelayOutcome> {
  let relay: typeof import('./relayClient');
  try {
    relay = await import(/* webpackChunkName: "relay-client" */ './relayClient');
  } catch (error) {
    console.error('[form relay] its code did not load:', error);
    return { status: 'failed' };
  }
  return relay.sendToRelay(fields, init);
}
