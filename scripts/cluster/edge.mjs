// @ts-check
// The cluster's edge (docs/cluster.md, decision 0009): Debian's HAProxy terminating TLS and HTTP/2 in
// front of Varnish, sending 103 Early Hints for every page and a fresh W3C traceparent on every request.
// Its configuration and a local certificate are written into the run's own folder at each start.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, sideHeader } from '@site/gateway';
import { remoteNames } from '@site/shared/remotes';
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

/** The map of the running splits the edge decides sides from: a remote, its canary's share (1–99). */
export const SPLITS_MAP = 'splits.map';

/**
 * The rules that put each visitor's side of every running canary in a request header
 * (`x-canary-<remote>: candidate|stable`), by the gateway's own rule (decision 0010,
 * `gateway/serve/delivery/canarySide.mjs`): `crc32("<bucket>/<remote>") mod 100` below the share is
 * the candidate. The bucket is the visitor's `site_bucket` cookie; a visitor without one (or with
 * one that is not a bucket) while any split runs gets a new one, drawn here and set on the answer
 * after the cache's lookup (`bucketCookieRules`): a kept page never carries a visitor's cookie.
 * Whatever side headers the visitor sent are dropped first; none is sent for a remote with no split,
 * so while none runs, the cookie changes nothing and every visitor gets the one shared copy.
 * @param {string} splitsMap the map file's path @param {readonly string[]} [remotes]
 */
export function canarySideRules(splitsMap, remotes = remoteNames) {
  const share = (/** @type {number} */ i) => `txn.share${i}`;
  const noBucketWhileSplit = remotes.map((_, i) => `!{ var(txn.bucket) -m found } { var(${share(i)}) -m found }`).join(' or ');
  return [
    ...remotes.map((remote) => `http-request del-header ${sideHeader(remote)}`),
    `http-request set-var(txn.bucket) req.cook(${BUCKET_COOKIE}) if { req.cook(${BUCKET_COOKIE}) -m reg ^[A-Za-z0-9_-]{1,64}$ }`,
    ...remotes.map((remote, i) => `http-request set-var(${share(i)}) str(${remote}),map_str_int(${splitsMap})`),
    `http-request set-var(txn.new_bucket) uuid(4),regsub(-,,g) if ${noBucketWhileSplit}`,
    'http-request set-var(txn.bucket) var(txn.new_bucket) if { var(txn.new_bucket) -m found }',
    ...remotes.flatMap((remote, i) => [
      // The bucket's point on this remote's scale, less the share: below 0 is the candidate.
      `http-request set-var(txn.below${i}) var(txn.bucket),concat(/${remote}),crc32,mod(100),sub(${share(i)}) if { var(${share(i)}) -m found }`,
      `http-request set-header ${sideHeader(remote)} candidate if { var(txn.below${i}) -m found } { var(txn.below${i}) -m int lt 0 }`,
      `http-request set-header ${sideHeader(remote)} stable if { var(txn.below${i}) -m found } !{ var(txn.below${i}) -m int lt 0 }`,
    ]),
  ];
}

/** The new visitor's bucket cookie, added to the answer on its way out (past the cache), as the gateway would set it. */
export const bucketCookieRules = () =>
  [true, false].map(
    (secure) =>
      `http-response add-header Set-Cookie "${BUCKET_COOKIE}=%[var(txn.new_bucket)]; Max-Age=${BUCKET_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}" if { var(txn.new_bucket) -m found } ${secure ? '' : '!'}{ ssl_fc }`,
  );

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
    # Each visitor's side of every running canary, in the cache key of the pages that compose it (decision 0010).
${[...canarySideRules(file(SPLITS_MAP)), ...bucketCookieRules()].map((rule) => `    ${rule}`).join('\n')}
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
  // No split until the gateways name one (`setSplits`).
  writeFileSync(path.join(dir, SPLITS_MAP), '');
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, edgeConfig({ host, http, https, backend, dir, redirectHttp }));
  const daemon = await startForegroundDaemon({ name: 'edge', command: haproxy, args: ['-db', '-f', configFile], host, port: https, log });
  return {
    url: `https://localhost:${https}`,
    httpUrl: http ? `http://${host}:${http}` : undefined,
    /** The local certificate, for a client to trust (`ca:`), and its public key's hash for Chromium. */
    cert,
    spki,
    pid: daemon.pid,
    ...edgeMaps(dir),
    close: daemon.close,
  };
}

/**
 * The edge's two runtime maps in `dir` (its hints and its running splits), changed in place through
 * its runtime API socket, no reload; each map file follows, for a reader and for the next `edgeMaps`
 * of the same folder: it starts from what the files hold (a poller restarted beside a running edge).
 * Used by `startEdge` and by a poller beside an edge it did not start (edgePoller.mjs, Kubernetes).
 * @param {string} dir the edge's folder: `admin.sock`, `hints.map`, `splits.map`
 */
export function edgeMaps(dir) {
  const socket = path.join(dir, 'admin.sock');
  const mapFile = path.join(dir, HINTS_MAP);
  const splitsFile = path.join(dir, SPLITS_MAP);
  /** A map file's lines as key and value (the value: the rest of the line). @param {string} file */
  const lines = (file) =>
    (existsSync(file) ? readFileSync(file, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]);
  const current = new Map(lines(mapFile).map(([pattern, link]) => [pattern, link === NO_HINTS ? '' : link]));
  /** @type {Map<string, number>} */
  let splitsNow = new Map(lines(splitsFile).map(([remote, percent]) => [remote, Number(percent)]));
  return {
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
    /**
     * Makes the running splits (remote -> share) the edge decides sides from, in place through the
     * runtime API: a remote no longer named loses its split, a new one gains it.
     * @param {Record<string, number>} splits
     */
    setSplits: async (splits) => {
      const commands = [];
      for (const remote of splitsNow.keys()) if (!(remote in splits)) commands.push(`del map ${splitsFile} ${remote}`);
      for (const [remote, percent] of Object.entries(splits)) {
        if (!/^[a-z0-9-]+$/.test(remote) || !Number.isInteger(percent)) throw new Error(`not a split: ${remote} ${percent}`);
        if (splitsNow.get(remote) !== percent) commands.push(`${splitsNow.has(remote) ? 'set' : 'add'} map ${splitsFile} ${remote} ${percent}`);
      }
      if (commands.length === 0) return;
      const answer = await runtimeApi(socket, commands);
      if (answer.trim()) throw new Error(`haproxy refused the splits: ${answer.trim()}`);
      splitsNow = new Map(Object.entries(splits));
      writeFileSync(splitsFile, [...splitsNow].map(([remote, percent]) => `${remote} ${percent}\n`).join(''));
    },
  };
}

/** One argument of a runtime API command: `;` separates commands and `\` escapes, so both are escaped. @param {string} word */
export const cliWord = (word) => word.replace(/[\\;]/g, (c) => `\\${c}`);
