// @ts-check
// The files of deploy/kubernetes/ that the cluster's code writes at each start on one machine:
// Varnish's backends.vcl (one backend, the gateway Service: Kubernetes balances across its ready
// pods; purges allowed from the pod network, `podNetwork`) and the edge's haproxy.cfg (plain HTTP
// redirected, as in production) with its two maps as they start (no hints, no split: the poller in
// the edge pod, edgePoller.mjs, sets them). Written once here and
// committed; the unit tier checks they are still what the code writes (kubernetes.test.mjs).
//   node_modules/.bin/node scripts/cluster/kubernetesFiles.mjs   writes them
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { edgeConfig, hintsMapFile, SPLITS_MAP } from './edge.mjs';
import { hintRoutes } from './edgeHints.mjs';
import { backendsVcl } from './varnish.mjs';

export const KUBERNETES_DIR = path.join(repoRoot, 'deploy/kubernetes');

/** What the manifests and the code must agree on: each piece's port and where the edge keeps its files. */
export const KUBERNETES_PORTS = { gateway: 8080, varnish: 6081, edgeHttp: 8080, edgeHttps: 8443 };
/** The edge's working folder in its pod: its configuration, certificate and runtime socket (an emptyDir). */
export const EDGE_DIR = '/var/run/haproxy';

/**
 * The cluster's pod network: the networks kustomization.yaml names in `TRUSTED_PROXIES` (site-config),
 * the one place it is set. The gateways trust the edge's and Varnish's forwarded addresses from it,
 * and Varnish lets it purge (`acl purgers`): a gateway purges from its pod's address.
 * @param {string} [kustomization] the kustomization's text
 */
export function podNetwork(kustomization = readFileSync(path.join(KUBERNETES_DIR, 'kustomization.yaml'), 'utf8')) {
  const networks = /^\s*-\s*TRUSTED_PROXIES=(\S+)\s*$/m.exec(kustomization)?.[1];
  if (!networks) throw new Error('kustomization.yaml names no TRUSTED_PROXIES in site-config');
  return networks.split(',');
}

/** @returns {Record<string, string>} path under deploy/kubernetes -> its text */
export function kubernetesFiles() {
  return {
    'varnish/backends.vcl': backendsVcl([{ host: 'gateway', port: KUBERNETES_PORTS.gateway }], podNetwork()),
    'edge/haproxy.cfg': edgeConfig({ host: '0.0.0.0', http: KUBERNETES_PORTS.edgeHttp, https: KUBERNETES_PORTS.edgeHttps, backend: { host: 'varnish', port: KUBERNETES_PORTS.varnish }, dir: EDGE_DIR, redirectHttp: true }),
    // Every route, with no hints until the poller learns them (it can only `set` a route's entry).
    'edge/hints.map': hintsMapFile(hintRoutes().map(({ pattern }) => ({ pattern, link: '' }))),
    [`edge/${SPLITS_MAP}`]: '',
  };
}

if (process.argv[1] === import.meta.filename) {
  for (const [file, text] of Object.entries(kubernetesFiles())) writeFileSync(path.join(KUBERNETES_DIR, file), text);
}
