// @ts-check

/**
 * Runs a local service (a Fastify app) on its own until SIGINT or SIGTERM, then closes it. Started
 * by the site's supervisor (with an IPC channel), it also closes when that channel does: the
 * process that started it is gone, even one killed or stopped by a signal it had no handler for,
 * and nothing else would ever stop this one or free its port. A port that cannot be had ends the
 * process with one line saying so, not a stack trace.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ name: string, host: string, port: number }} where `name` begins the error line
 */
export async function listenUntilSignal(app, { name, host, port }) {
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, stop);
  if (process.channel) {
    process.once('disconnect', stop);
    // The channel only watches for the parent; it must not keep this process alive by itself.
    process.channel.unref();
  }
  try {
    await app.listen({ host, port });
  } catch (error) {
    console.error(`${name} could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
