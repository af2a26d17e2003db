// @ts-check
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { startForegroundDaemon } from './foregroundDaemon.mjs';

/** The site's VCL: deploy/varnish/site.vcl, which includes the `backends.vcl` written here. */
export const SITE_VCL = path.join(repoRoot, 'deploy/varnish/site.vcl');

/** Debian's varnishd, or the one on PATH; undefined when Varnish is not installed. */
export function varnishdPath() {
  const found = spawnSync('sh', ['-c', 'command -v varnishd || ls /usr/sbin/varnishd'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : undefined;
}

/**
 * The probe's window and threshold in site.vcl (`probe gateway_health`): a gateway is healthy while at
 * least `threshold` of its last `window` health checks passed.
 */
export function probeRule(vcl = readFileSync(SITE_VCL, 'utf8')) {
  const probe = /probe\s+gateway_health\s*\{([^}]*)\}/.exec(vcl)?.[1] ?? '';
  const field = (/** @type {string} */ name) => Number(new RegExp(`\\.${name}\\s*=\\s*(\\d+)`).exec(probe)?.[1]);
  const rule = { window: field('window'), threshold: field('threshold') };
  if (!(rule.window > 0 && rule.threshold > 0)) throw new Error(`no .window and .threshold in site.vcl's probe gateway_health`);
  return rule;
}

/**
 * Whether each gateway is healthy to Varnish, in the order they were given, from its health checks
 * as varnishstat counts them (`VBE.<vcl>.gateway<i>.happy`: one bit per check, the newest lowest).
 * @param {string} instanceDir varnishd's `-n` folder
 * @param {number} count how many gateways
 * @returns {Promise<boolean[]>}
 */
export async function gatewayHealth(instanceDir, count) {
  const { window, threshold } = probeRule();
  // Text, not JSON: the bitmap is 64 bits, more than a JavaScript number holds exactly.
  const output = await new Promise((resolve, reject) =>
    execFile('varnishstat', ['-n', instanceDir, '-1', '-f', 'VBE.*.happy'], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  /** @type {Map<number, bigint>} */
  const happy = new Map();
  for (const [, i, bits] of String(output).matchAll(/^VBE\.\S+\.gateway(\d+)\.happy\s+(\d+)/gm)) happy.set(Number(i), BigInt(bits));
  return Array.from({ length: count }, (_, i) => {
    const bits = happy.get(i);
    if (bits === undefined) throw new Error(`varnishstat counts no health checks of gateway${i}`);
    let passed = 0;
    for (let bit = 0n; bit < BigInt(window); bit += 1n) passed += Number((bits >> bit) & 1n);
    return passed >= threshold;
  });
}

/** Who may purge when nothing else is named: a gateway on this machine (the local cluster). */
export const LOOPBACK_PURGERS = ['127.0.0.1', '::1'];

/**
 * site.vcl's `acl purgers`: the addresses or networks (`10.0.0.0/8`) a gateway's `xkey` purge may come
 * from (gateway/serve/contentPurge.mjs). Anything but an address or a CIDR is refused: it would be VCL.
 * @param {readonly string[]} purgers
 */
export function purgersAcl(purgers) {
  const entries = purgers.map((entry) => {
    const [address, bits, extra] = entry.trim().split('/');
    if (extra !== undefined || !/^[0-9A-Fa-f:.]+$/.test(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`not an address or a network to purge from: ${entry}`);
    return `    "${address}"${bits === undefined ? '' : `/${bits}`};\n`;
  });
  return `acl purgers {\n${entries.join('')}}\n`;
}

/**
 * The backends of site.vcl: one per gateway, each health-checked, in one round-robin director, and
 * `next_gateway`: a retry's gateway, the one after the gateway that failed (`x-failed-gateway`), so
 * the retries of one request go to each other gateway in turn. The round robin cannot do that: every
 * request shares it, so it may hand the failed gateway back until the probes mark it sick.
 * With them, `acl purgers` (`purgersAcl`): loopback unless `purgers` names others.
 * @param {{ host: string, port: number }[]} gateways @param {readonly string[]} [purgers]
 */
export function backendsVcl(gateways, purgers = LOOPBACK_PURGERS) {
  const backends = gateways.map(({ host, port }, i) => `backend gateway${i} {\n    .host = "${host}";\n    .port = "${port}";\n    .probe = gateway_health;\n    .connect_timeout = 1s;\n    .first_byte_timeout = 30s;\n}\n`);
  const adds = gateways.map((_, i) => `    gateways.add_backend(gateway${i});\n`).join('');
  const next = gateways.map((_, i) => `${i ? 'elsif' : 'if'} (bereq.http.x-failed-gateway == "gateway${i}") { set bereq.backend = gateway${(i + 1) % gateways.length}; }`).join('\n    ');
  return `# Written by scripts/cluster/varnish.mjs at each start.\n${backends.join('\n')}\n# Who may purge (a gateway's content webhook or release switch).\n${purgersAcl(purgers)}\nsub vcl_init {\n    new gateways = directors.round_robin();\n${adds}}\n\nsub next_gateway {\n    ${next}\n}\n`;
}

/**
 * Starts varnishd in the foreground as a child process, listening on `host:port`, in front of
 * `gateways`, with its own working directory under `workDir` (so several can run on one machine).
 * Resolves once it accepts connections; `close` stops it. Throws when varnishd is not installed.
 * @param {{ port: number, host?: string, gateways: { host: string, port: number }[], workDir: string, memoryMb?: number, log?: (line: string) => void }} options
 */
export async function startVarnish({ port, host = '127.0.0.1', gateways, workDir, memoryMb = 256, log = () => {} }) {
  const varnishd = varnishdPath();
  if (!varnishd) throw new Error('varnishd is not installed: apt-get install varnish varnish-modules (docs/cluster.md)');
  mkdirSync(workDir, { recursive: true });
  // As root, varnishd compiles the VCL as its own user: it must read backends.vcl (a temp folder is 0700).
  chmodSync(workDir, 0o755);
  writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(gateways));
  const args = [
    '-F',
    '-n', path.join(workDir, 'varnishd'),
    '-a', `${host}:${port}`,
    '-f', SITE_VCL,
    // backends.vcl is found beside the run's working files first.
    '-p', `vcl_path=${workDir}:${path.dirname(SITE_VCL)}:/usr/share/varnish/vcl`,
    '-s', `malloc,${memoryMb}m`,
    // No admin port: nothing on this machine needs to reach it.
    '-T', 'none',
  ];
  const daemon = await startForegroundDaemon({ name: 'varnish', command: varnishd, args, host, port, log });
  return {
    url: `http://${host}:${port}`,
    /** Where a gateway sends its `xkey` purges (VARNISH_PURGE_URLS). */
    purgeUrl: `http://${host}:${port}/`,
    pid: daemon.pid,
    /** Whether each gateway is healthy to this Varnish, in the order given (its probes' view). */
    gatewayHealth: () => gatewayHealth(path.join(workDir, 'varnishd'), gateways.length),
    close: daemon.close,
  };
}
