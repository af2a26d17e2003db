// @ts-check
// The files of deploy/kubernetes/ that the cluster's code writes at each start on one machine:
// Varnish's backends.vcl (one backend, the gateway Service: Kubernetes balances across its ready
// pods) and the edge's haproxy.cfg (plain HTTP redirected, as in production). Written once here and
// committed; the unit tier checks they are still what the code writes (kubernetes.test.mjs).
//   node scripts/cluster/kubernetesFiles.mjs   writes them
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { edgeConfig, hintsMapFile } from './edge.mjs';
import { backendsVcl } from './varnish.mjs';

export const KUBERNETES_DIR = path.join(repoRoot, 'deploy/kubernetes');

/** What the manifests and the code must agree on: each piece's port and where the edge keeps its files. */
export const KUBERNETES_PORTS = { gateway: 8080, varnish: 6081, edgeHttp: 8080, edgeHttps: 8443 };
/** The edge's working folder in its pod: its configuration, certificate and runtime socket (an emptyDir). */
export const EDGE_DIR = '/var/run/haproxy';

/** @returns {Record<string, string>} path under deploy/kubernetes -> its text */
export function kubernetesFiles() {
  return {
    'varnish/backends.vcl': backendsVcl([{ host: 'gateway', port: KUBERNETES_PORTS.gateway }]),
    'edge/haproxy.cfg': edgeConfig({ host: '0.0.0.0', http: KUBERNETES_PORTS.edgeHttp, https: KUBERNETES_PORTS.edgeHttps, backend: { host: 'varnish', port: KUBERNETES_PORTS.varnish }, dir: EDGE_DIR, redirectHttp: true }),
    // No hints until something learns them (production: the CDN, from the gateways' Link headers).
    'edge/hints.map': hintsMapFile([]),
  };
}

if (process.argv[1] === import.meta.filename) {
  for (const [file, text] of Object.entries(kubernetesFiles())) writeFileSync(path.join(KUBERNETES_DIR, file), text);
}
