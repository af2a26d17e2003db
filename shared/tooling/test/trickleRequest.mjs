// @ts-check
import net from 'node:net';

/**
 * Sends a request whose body never finishes arriving: the headers promise `declaredBytes`, then one
 * byte goes out every `everyMs` until the server answers or closes. Resolves with the raw answer
 * (status line, headers, body) and how many body bytes were sent. A server without a request time
 * limit never answers, so the caller's test time-out is what fails then.
 * @param {string} url e.g. `http://127.0.0.1:1234/submit`
 * @param {{ method?: string, headers?: Record<string, string>, declaredBytes?: number, everyMs?: number }} [options]
 * @returns {Promise<{ status: number, head: string, body: string, sentBytes: number }>}
 */
export function trickleRequest(url, { method = 'POST', headers = {}, declaredBytes = 2000, everyMs = 25 } = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sentBytes = 0;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const stop = () => clearInterval(timer);
    socket.on('connect', () => {
      const lines = [
        `${method} ${pathname}${search} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${declaredBytes}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n{`);
      sentBytes = 1;
      timer = setInterval(() => {
        if (sentBytes >= declaredBytes - 1 || socket.destroyed) return stop();
        socket.write(' ');
        sentBytes += 1;
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      stop();
    });
    // The server closes after its answer; a reset right after the answer is the same outcome.
    const finish = () => {
      stop();
      if (answer === '') return reject(new Error(`the connection closed without an answer after ${sentBytes} body bytes`));
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n'), sentBytes });
    };
    socket.on('close', finish);
    socket.on('error', (error) => {
      if (answer === '') {
        stop();
        reject(error);
      }
    });
  });
}
