import { getSiteConfig } from '../config/siteConfig';

/**
 * Outcome of one submission to the form relay (Web3Forms contract):
 * - `sent`: the relay accepted it (`success: true`);
 * - `rejected`: the relay answered but did not accept it (non-2xx or `success: false`);
 * - `failed`: the relay could not be reached or answered something unreadable.
 */
export type RelayOutcome = { status: 'sent' } | { status: 'rejected' } | { status: 'failed' };

export type RelayFields = Record<string, string | boolean | undefined>;

/**
 * Sends a form through the configured relay with the configured public access key. The relay's own
 * `message` is only logged: visitors see the site's own wording. `idempotencyKey` (one per content,
 * see `createSubmissionAttempts`) goes out as the `Idempotency-Key` header when the relay takes one
 * (`relay.idempotencyKeys` of the runtime configuration: the local relay does), so a retry of a
 * submission whose answer was lost is stored once.
 */
export async function sendToRelay(
  fields: RelayFields,
  init: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<RelayOutcome> {
  const { relay } = getSiteConfig();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (init.idempotencyKey && relay.idempotencyKeys) headers['Idempotency-Key'] = init.idempotencyKey;
  // The caller's time limit (`sendToRelay.ts`) covers the answer's body too: a relay may send
  // headers and then stall.
  let response: Response;
  try {
    response = await fetch(relay.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ access_key: relay.accessKey, ...fields }),
      signal: init.signal,
    });
  } catch (error) {
    console.error('[form relay] request failed:', error);
    return { status: 'failed' };
  }
  let body: { success?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    console.error(`[form relay] unreadable answer (HTTP ${response.status})`);
    return { status: response.ok || init.signal?.aborted ? 'failed' : 'rejected' };
  }
  console.info('[form relay]', response.status, body.message);
  return response.ok && body.success === true ? { status: 'sent' } : { status: 'rejected' };
}

