// @ts-check

/** How long `close()` lets answers in progress finish before it drops their connections. */
export const DRAIN_GRACE_MS = 5000;

/**
 * Makes `app.close()` end in seconds, not minutes. Node's `server.close()` only drops connections
 * that are idle when it is called; a request still being answered leaves its socket open after the
 * answer, kept alive for Fastify's 72 s `keepAliveTimeout` (which the client is told to honour).
 * So from the moment of closing every answer says `Connection: close`, and whatever is still open
 * after `graceMs` is dropped.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ graceMs?: number }} [options]
 */
export function drainOnClose(app, { graceMs = DRAIN_GRACE_MS } = {}) {
  let closing = false;
  /** @type {NodeJS.Timeout | undefined} */
  let deadline;
  app.addHook('preClose', async () => {
    closing = true;
    deadline = setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    clearTimeout(deadline);
  });
}
