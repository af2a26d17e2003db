// @vitest-environment node
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { startOtlpReceiver } from '@site/shared/tooling/test/otlpReceiver.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A port free now, for a process that takes its port from the environment. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the content service as its own process, with an OTLP endpoint set', () => {
  /** @type {Awaited<ReturnType<typeof startOtlpReceiver>>} */
  let collector;
  /** @type {import('node:child_process').ChildProcess} */
  let service;
  /** @type {string} */
  let url;

  beforeAll(async () => {
    collector = await startOtlpReceiver();
    const port = await freePort();
    const { OTEL_SERVICE_NAME: _name, ...env } = process.env;
    service = spawn(process.execPath, [fileURLToPath(new URL('./start.mjs', import.meta.url))], {
      env: { ...env, CMS_PORT: String(port), CMS_HOST: '127.0.0.1', OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // It says where it serves once it listens.
    await new Promise((resolve, reject) => {
      service.stdout?.on('data', (chunk) => String(chunk).includes('content service on') && resolve(undefined));
      service.once('exit', (code) => reject(new Error(`the content service ended (${code}) before it listened`)));
    });
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    if (service && service.exitCode === null) {
      service.kill('SIGTERM');
      await once(service, 'exit');
    }
    await collector?.close();
  });

  it("continues a caller's traceparent in its server span, named content, exported over OTLP/HTTP", async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const query = encodeURIComponent('*[_type == "blogPost"][0]{title}');
    const answer = await fetch(`${url}/v2023-05-03/data/query/production?query=${query}`, { headers: { traceparent: `00-${traceId}-${parentId}-01` } });
    expect(answer.status).toBe(200);

    const served = await collector.waitFor((spans) => spans.find((span) => span.traceId === traceId && span.parentSpanId === parentId));
    expect(served.service).toBe('content');
    expect(served.kind).toBe(2); // SERVER
    expect(served.name).toMatch(/^GET \/v.*query/);
    // Fastify's request span sits under it, in the same trace.
    await collector.waitFor((spans) => spans.find((span) => span.traceId === traceId && span.parentSpanId === served.spanId && span.name === 'request'));
  });
});
