// @ts-check
// How long the content service takes to answer this process's server renders. The renders query it
// with `fetch` from the shell's and the remotes' server bundles (`shared/src/content/client.ts`), out
// of the gateway's reach; Node's fetch (undici) says what it sends and receives on diagnostics
// channels, so the gateway listens there, to requests for the content service's origin only.
import diagnostics from 'node:diagnostics_channel';

const OUTCOMES = ['error', 'error', 'ok', '3xx', '4xx', '5xx'];

/**
 * The origin of the content service a site configuration reads: a Sanity project's API, or the
 * `apiHost` in front of it (the local content service), as `queryEndpoint` in the content client builds it.
 * @param {{ projectId?: string, apiHost?: string } | undefined} content
 * @returns {string | undefined}
 */
export function contentOrigin(content) {
  if (!content) return undefined;
  try {
    return new URL(content.apiHost ?? `https://${content.projectId}.api.sanity.io`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Observes every request to `origin` into `histogram` by outcome (`ok`, `3xx`, `4xx`, `5xx`, `error`),
 * timed from its creation to its answer's headers, or to its failure (refused, reset, aborted by the
 * render's budget). Other origins cost one string comparison. Returns the unsubscribe.
 * @param {string} origin
 * @param {import('prom-client').Histogram<'outcome'>} histogram
 */
export function observeContentQueries(origin, histogram) {
  const outcomes = OUTCOMES.map((outcome) => histogram.labels(outcome));
  /** @type {WeakMap<object, number>} when each request to the content service was made */
  const started = new WeakMap();
  /** @param {any} message */
  const onCreate = ({ request }) => {
    if (request.origin === origin) started.set(request, performance.now());
  };
  /** @param {any} message */
  const onHeaders = ({ request, response }) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    outcomes[Math.min(5, Math.max(2, Math.floor(response.statusCode / 100)))].observe((performance.now() - at) / 1000);
  };
  /** @param {any} message */
  const onError = ({ request }) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    outcomes[0].observe((performance.now() - at) / 1000);
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:headers', onHeaders);
  diagnostics.subscribe('undici:request:error', onError);
  return () => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    diagnostics.unsubscribe('undici:request:error', onError);
  };
}
