// @ts-check

/**
 * Runs a local service (a Fastify app) on its own until SIGINT or SIGTERM, then closes it. A port
 * that cannot be had ends the process with one line saying so, not a stack trace.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ name: string, host: string, port: number }} where `name` begins the error line
 */
export async function listenUntilSignal(app, { name, host, port }) {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ host, port });
  } catch (error) {
    console.error(`${name} could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
