import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_CONTEXT_KEY, type RequestContext } from '../config/requestContext';

type Global = { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> };

/** Installs the process-wide request store once (Node only), shared by every server bundle. */
function requestStore(): AsyncLocalStorage<RequestContext> {
  const global = globalThis as Global;
  return (global[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>());
}

/** Runs a server render with its own site configuration; the page's head and status land in `context`. */
export function runInRequest<T>(context: RequestContext, render: () => T): T {
  return requestStore().run(context, render);
}
