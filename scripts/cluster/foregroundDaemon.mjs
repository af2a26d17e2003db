// @ts-check
// A server the cluster runs as a child in the foreground (Varnish, HAProxy, Prometheus): started, its
// output logged line by line, and ready once it says so (by default: it accepts connections).
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Starts `command` with `args` and resolves once it is ready: `ready()` (by default, something accepts
 * TCP connections on host:port); throws with its last output if it stops first or is not ready
 * within 30 s. `close` stops it (SIGTERM) and waits for it to go.
 * @param {{ name: string, command: string, args: string[], host: string, port: number, ready?: () => Promise<boolean>, log: (line: string) => void }} options
 *   `name`: what its log lines and errors are prefixed with
 */
export async function startForegroundDaemon({ name, command, args, host, port, ready = () => accepts(host, port), log }) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        log(`[${name}] ${line}`);
      }
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start:\n${output.slice(-20).join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${name} was not ready on ${host}:${port} within 30 s:\n${output.slice(-20).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether something accepts TCP connections on host:port. @param {string} host @param {number} port */
export function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
