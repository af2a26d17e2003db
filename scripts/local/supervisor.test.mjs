// @vitest-environment node
// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { superviseService } from './supervisor.mjs';

/** A free port on loopback. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** @param {number} port */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('supervised service', () => {
  it('runs in its own process, is restarted when it dies, and stops for good on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
    const script = path.join(dir, 'service.mjs');
    writeFileSync(script, "import http from 'node:http'; http.createServer((q, s) => s.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1');");
    const port = await freePort();
    const lines = /** @type {string[]} */ ([]);
    const service = await superviseService({ name: 'test', script, env: { ...process.env, PORT: String(port) }, host: '127.0.0.1', port, log: (line) => lines.push(line) });
    try {
      const first = service.pid;
      expect(first).not.toBe(process.pid);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe(String(first));

      process.kill(/** @type {number} */ (first), 'SIGKILL');
      await expect.poll(async () => service.pid !== first && (await accepts(port)), { timeout: 10_000 }).toBe(true);
      expect(service.restarts).toBe(1);
      expect(lines.join('\n')).toMatch(/test stopped \(SIGKILL\); restarting/);
    } finally {
      await service.close();
    }
    expect(await accepts(port)).toBe(false);
  });

  it('stops when the process that started it is killed, freeing its port', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
    const service = path.join(dir, 'service.mjs');
    const fastify = JSON.stringify(import.meta.resolve('fastify'));
    const listen = JSON.stringify(new URL('../../shared/tooling/nodeServer.mjs', import.meta.url).href);
    writeFileSync(
      service,
      `import Fastify from ${fastify}; import { listenUntilSignal } from ${listen};
       await listenUntilSignal(Fastify(), { name: 'test', host: '127.0.0.1', port: Number(process.env.PORT) });`,
    );
    const parent = path.join(dir, 'parent.mjs');
    const supervisor = JSON.stringify(new URL('./supervisor.mjs', import.meta.url).href);
    writeFileSync(
      parent,
      `import { superviseService } from ${supervisor};
       await superviseService({ name: 'test', script: ${JSON.stringify(service)}, env: process.env, host: '127.0.0.1', port: Number(process.env.PORT) });
       console.log('up');`,
    );
    const port = await freePort();
    const started = spawn(process.execPath, [parent], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => started.stdout.once('data', resolve));
    expect(await accepts(port)).toBe(true);

    // SIGKILL: the parent runs no handler at all, as when a terminal or CI kills it outright.
    started.kill('SIGKILL');
    await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(false);
  });
});
