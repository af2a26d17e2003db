// @ts-check
import { spawn } from 'node:child_process';
import net from 'node:net';

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once something accepts connections on host:port.
 * @param {string} host @param {number} port @param {number} timeoutMs
 */
async function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}

/** Children still running when this process exits are stopped with it, never left holding ports. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs one service in its own Node process and restarts it when it dies (1 s, doubling up to 30 s
 * while it keeps dying; back to 1 s once it has run for a minute). A stuck or crashed service
 * then costs its own requests only: the gateway and the other services keep their event loops.
 * @param {{
 *   name: string;
 *   script: string;
 *   env: NodeJS.ProcessEnv;
 *   host: string;
 *   port: number;
 *   log?: (line: string) => void;
 *   startTimeoutMs?: number;
 * }} options
 */
export async function superviseService({ name, script, env, host, port, log = console.warn, startTimeoutMs = 20_000 }) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let stopping = false;
  let delay = 1000;
  let restarts = 0;

  function start() {
    const startedAt = Date.now();
    // Its own output stays quiet (start-up banners); warnings and errors reach this terminal. The
    // IPC channel is how the service notices this process is gone (`listenUntilSignal`).
    const current = spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    // Nor does the channel keep this process alive: the services stop with it.
    current.channel?.unref();
    child = current;
    running.add(current);
    current.once('exit', (code, signal) => {
      running.delete(current);
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) delay = 1000;
      log(`[supervisor] ${name} stopped (${signal ?? `exit code ${code}`}); restarting in ${delay / 1000} s`);
      restarts += 1;
      setTimeout(() => {
        if (!stopping) start();
      }, delay).unref();
      delay = Math.min(delay * 2, 30_000);
    });
  }

  start();
  await waitForPort(host, port, startTimeoutMs);

  return {
    name,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Stops the service for good: SIGTERM, and SIGKILL if it has not exited after 5 s. */
    async close() {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
