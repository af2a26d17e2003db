// @ts-check
// The cluster's edge (docs/cluster.md, decision 0009): Debian's HAProxy terminating TLS and HTTP/2 in
// front of Varnish, sending 103 Early Hints for every page and a fresh W3C traceparent on every request.
// Its configuration and a local certificate are written into the run's own folder at each start.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { accepts, startForegroundDaemon } from './foregroundDaemon.mjs';

/** Debian's haproxy, or the one on PATH; undefined when HAProxy is not installed. */
export function haproxyPath() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : undefined;
}

/** The map the edge reads a page's hints from: a regular expression of its path, its `Link` value. */
export const HINTS_MAP = 'hints.map';
/** A map value that sends no hint: what every entry holds while the hints cannot be kept current. */
export const NO_HINTS = 'none';

/**
 * A W3C trace context for every request, made by HAProxy itself (`uuid` is random and lowercase
 * hex): a 32-hex trace id (a v4 UUID without its dashes), a 16-hex span id (the last 12 and the
 * second 4 hex of another), flags 01 (sampled). Set, not added: whatever the visitor sent is replaced.
 */
export const TRACEPARENT_FORMAT = '00-%[uuid(4),regsub(-,,g)]-%[uuid(4),field(5,-)]%[uuid(4),field(2,-)]-01';

/**
 * The edge's haproxy.cfg. `http` and `https` are where it listens (both on `host`); `backend` is
 * Varnish (or, for the bench, a gateway). `redirectHttp`: plain HTTP gets a 308 to HTTPS, as in
 * production; off, plain HTTP is served as it was (the local default: curl and the release commands).
 * @param {{ host: string, http?: number, https: number, backend: { host: string, port: number }, dir: string, redirectHttp?: boolean }} options
 */
export function edgeConfig({ host, http, https, backend, dir, redirectHttp = false }) {
  const file = (/** @type {string} */ name) => path.join(dir, name);
  return `# Written by scripts/cluster/edge.mjs at each start.
global
    # The runtime API: the cluster's launcher sets the hints through it (\`set map\`).
    stats socket ${file('admin.sock')} mode 600 level admin
    ssl-default-bind-options ssl-min-ver TLSv1.2

defaults
    mode http
    option http-keep-alive
    # The visitor's address for Varnish and the gateways (TRUSTED_PROXIES: 127.0.0.1).
    option forwardfor
    timeout connect 2s
    timeout http-request 10s
    timeout client 60s
    timeout server 60s
    # Open pages' live-content streams stay open.
    timeout tunnel 1h

frontend site
${http ? `    bind ${host}:${http}\n` : ''}    bind ${host}:${https} ssl crt ${file('edge.pem')} alpn h2,http/1.1
${redirectHttp ? '    http-request redirect scheme https code 308 unless { ssl_fc }\n' : ''}    http-request set-header traceparent "${TRACEPARENT_FORMAT}"
    http-request del-header tracestate
    # A page navigation's hints: the stylesheets of the live versions for its route, learned from the gateways.
    http-request set-var(txn.hints) path,map_reg(${file(HINTS_MAP)}) if { method GET } { req.hdr(accept) -m sub text/html }
    http-request early-hint Link "%[var(txn.hints)]" if { var(txn.hints) -m found } !{ var(txn.hints) -m str ${NO_HINTS} }
    default_backend front

backend front
    server front ${backend.host}:${backend.port}
`;
}

/**
 * The map file: one line per route, the most specific first (HAProxy takes the first regex that
 * matches, as React Router ranks a static path above a parameter).
 * @param {{ pattern: string, link: string }[]} entries
 */
export const hintsMapFile = (entries) => entries.map(({ pattern, link }) => `${pattern} ${link || NO_HINTS}\n`).join('');

/**
 * A self-signed certificate for `localhost` and 127.0.0.1, made by the openssl CLI into `dir` (Node
 * cannot make X.509 certificates). `pem`: what HAProxy loads (certificate and key), `cert`: what a
 * client trusts (`ca:`), `spki`: the SHA-256 of its public key, base64, for Chromium's
 * `--ignore-certificate-errors-spki-list` (this certificate alone trusted, for one run).
 * @param {string} dir
 */
export function localCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const [key, crt] = [path.join(dir, 'edge.key'), path.join(dir, 'edge.crt')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', crt, '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'pipe' });
  const cert = readFileSync(crt, 'utf8');
  writeFileSync(path.join(dir, 'edge.pem'), cert + readFileSync(key, 'utf8'), { mode: 0o600 });
  return { cert, spki: spkiHash(cert) };
}

/** @param {string} certPem */
export function spkiHash(certPem) {
  const der = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/**
 * Commands to HAProxy's runtime API over its socket, one line each; resolves with what it answered.
 * @param {string} socket @param {string[]} commands
 */
export function runtimeApi(socket, commands) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socket, () => connection.end(`${commands.join(';')}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('error', reject);
    connection.on('close', () => resolve(answer));
  });
}

/**
 * Starts haproxy in the foreground (`-db`) as a child process with the configuration above, in `dir`
 * (its certificate, map and socket), with `entries` as its first hints. Resolves once it accepts
 * connections; `setHints` changes the hints in place (no reload), `close` stops it. Throws when
 * haproxy or openssl is not installed.
 * @param {{ host?: string, http?: number, https: number, backend: { host: string, port: number }, dir: string, entries?: { pattern: string, link: string }[], redirectHttp?: boolean, log?: (line: string) => void }} options
 */
export async function startEdge({ host = '127.0.0.1', http, https, backend, dir, entries = [], redirectHttp, log = () => {} }) {
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error('haproxy is not installed: apt-get install haproxy (docs/cluster.md)');
  // HAProxy binds with SO_REUSEPORT: a port already taken would be shared silently, not refused.
  for (const port of [http, https]) if (port && (await accepts(host, port))) throw new Error(`the edge's port ${host}:${port} is taken`);
  const { cert, spki } = localCertificate(dir);
  writeFileSync(path.join(dir, HINTS_MAP), hintsMapFile(entries));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, edgeConfig({ host, http, https, backend, dir, redirectHttp }));
  const daemon = await startForegroundDaemon({ name: 'edge', command: haproxy, args: ['-db', '-f', configFile], host, port: https, log });
  const socket = path.join(dir, 'admin.sock');
  const mapFile = path.join(dir, HINTS_MAP);
  const current = new Map(entries.map(({ pattern, link }) => [pattern, link]));
  return {
    url: `https://localhost:${https}`,
    httpUrl: http ? `http://${host}:${http}` : undefined,
    /** The local certificate, for a client to trust (`ca:`), and its public key's hash for Chromium. */
    cert,
    spki,
    pid: daemon.pid,
    /**
     * Sets each entry's hints in place through the runtime API; the map file follows, for a reader.
     * Every pattern must be one the edge started with (the route table does not change while it runs).
     * @param {{ pattern: string, link: string }[]} changed
     */
    setHints: async (changed) => {
      if (changed.length === 0) return;
      const answer = await runtimeApi(socket, changed.map(({ pattern, link }) => `set map ${mapFile} ${cliWord(pattern)} ${cliWord(link || NO_HINTS)}`));
      if (answer.trim()) throw new Error(`haproxy refused the hints: ${answer.trim()}`);
      for (const { pattern, link } of changed) current.set(pattern, link);
      writeFileSync(mapFile, hintsMapFile([...current].map(([pattern, link]) => ({ pattern, link }))));
    },
    close: daemon.close,
  };
}

/** One argument of a runtime API command: `;` separates commands and `\` escapes, so both are escaped. @param {string} word */
export const cliWord = (word) => word.replace(/[\\;]/g, (c) => `\\${c}`);
