// @vitest-environment node
// @ts-check
// deploy/kubernetes/ renders (`kubectl kustomize`, when kubectl is installed), every object it makes
// is valid against the Kubernetes API's schemas (`kubernetes-models`), and the manifests name what
// the code does: the ports each program listens on, the variables it reads, the gateway's probe,
// Varnish's and the edge's files as the cluster's code writes them. Not checked here: a server-side
// dry run against a real cluster (docs/cluster.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { localServiceDefaults } from '@site/shared/tooling/devPorts.mjs';
import { EDGE_DIR, KUBERNETES_DIR, KUBERNETES_PORTS, kubernetesFiles, podNetwork } from './kubernetesFiles.mjs';
import { HINTS_MAP, SPLITS_MAP } from './edge.mjs';

/** @returns {string | undefined} */
function kubectl() {
  try {
    return execFileSync('which', ['kubectl'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The objects of the kustomization: rendered by kubectl, else each resource file as written. @returns {any[]} */
function objects() {
  const bin = kubectl();
  const text = bin
    ? execFileSync(bin, ['kustomize', '--load-restrictor', 'LoadRestrictionsNone', KUBERNETES_DIR], { encoding: 'utf8' })
    : /** @type {string[]} */ (parseAllDocuments(readFileSync(path.join(KUBERNETES_DIR, 'kustomization.yaml'), 'utf8'))[0].toJS().resources)
        .map((file) => readFileSync(path.join(KUBERNETES_DIR, file), 'utf8'))
        .join('\n---\n');
  return parseAllDocuments(text).map((document) => document.toJS()).filter(Boolean);
}

/** The kubernetes-models class of an object's apiVersion and kind. @param {{ apiVersion: string, kind: string }} object */
async function modelOf({ apiVersion, kind }) {
  const folder = apiVersion.includes('/') ? apiVersion : `v1`;
  const module = await import(`kubernetes-models/${folder}/${kind}`);
  return module[kind];
}

const rendered = objects();
/** @param {string} kind @param {string} name */
const find = (kind, name) => rendered.find((object) => object.kind === kind && object.metadata.name === name);
/** @param {any} workload @param {string} [name] */
const container = (workload, name) => workload.spec.template.spec.containers.find((/** @type {any} */ each) => !name || each.name === name);
/** @param {any} item @returns {Record<string, string>} */
const envOf = (item) => Object.fromEntries((item.env ?? []).map((/** @type {any} */ variable) => [variable.name, variable.value ?? `from ${variable.valueFrom?.secretKeyRef?.name}`]));

describe(`deploy/kubernetes (${kubectl() ? 'rendered by kubectl kustomize' : 'kubectl not installed: its resource files as written'})`, () => {
  it('makes only objects the Kubernetes API accepts', async () => {
    expect(rendered.length).toBeGreaterThanOrEqual(kubectl() ? 18 : 15);
    for (const object of rendered) {
      const Model = await modelOf(object);
      expect(() => new Model(object).validate(), `${object.kind} ${object.metadata?.name}`).not.toThrow();
    }
  });

  it('runs N gateways on a cache volume each, ready on /_health, never all disrupted, the database named by a Secret', () => {
    const gateway = find('Deployment', 'gateway');
    expect(gateway.spec.replicas).toBeGreaterThanOrEqual(2);
    const main = container(gateway, 'gateway');
    expect(main.command).toEqual(['node', 'scripts/cluster/gatewayProcess.mjs']);
    // The image's own command is the gateway's, on the port the manifests name.
    const containerfile = readFileSync(path.join(KUBERNETES_DIR, 'Containerfile'), 'utf8');
    expect(containerfile).toContain(`CMD ${JSON.stringify(main.command).replace(/,/g, ', ')}`);
    expect(containerfile).toContain(`EXPOSE ${KUBERNETES_PORTS.gateway}`);
    // The port and the probe the gateway's code has: `/_health`, on GATEWAY_PORT.
    const env = envOf(main);
    expect(Number(env.GATEWAY_PORT)).toBe(KUBERNETES_PORTS.gateway);
    expect(env.GATEWAY_HOST).toBe('0.0.0.0');
    expect(main.ports).toEqual([{ name: 'http', containerPort: KUBERNETES_PORTS.gateway }]);
    expect(main.readinessProbe.httpGet).toEqual({ path: '/_health', port: 'http' });
    expect(readFileSync(path.join(import.meta.dirname, '../../gateway/serve/gateway.mjs'), 'utf8')).toContain("app.get('/_health'");
    expect(env.DATABASE_URL).toBe('from site-database');
    // Its deploy folder on a volume of the pod's own: nothing shared but the database.
    const cache = main.volumeMounts.find((/** @type {any} */ mount) => env.DEPLOY_STORE.startsWith(mount.mountPath));
    const volume = gateway.spec.template.spec.volumes.find((/** @type {any} */ each) => each.name === cache.name);
    expect(volume.emptyDir).toBeDefined();
    const budget = rendered.find((object) => object.kind === 'PodDisruptionBudget');
    expect(budget.spec.selector.matchLabels).toEqual(gateway.spec.selector.matchLabels);
    expect(budget.spec.minAvailable).toBeLessThan(gateway.spec.replicas);
  });

  it('names the variables and ports the programs read, and the Services match them', () => {
    const gatewayProcess = readFileSync(path.join(import.meta.dirname, 'gatewayProcess.mjs'), 'utf8');
    for (const name of ['GATEWAY_HOST', 'GATEWAY_PORT', 'CHAT_URL']) expect(gatewayProcess).toContain(`env.${name}`);
    if (kubectl()) {
      const config = find('ConfigMap', rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('site-config')).metadata.name).data;
      const siteConfig = readFileSync(path.join(import.meta.dirname, '../../shared/tooling/siteConfig.mjs'), 'utf8');
      for (const name of ['SITE_URL', 'CMS_URL', 'FORM_RELAY_URL']) expect(siteConfig).toContain(`env.${name}`);
      const options = readFileSync(path.join(import.meta.dirname, '../../gateway/serve/optionsFromEnv.mjs'), 'utf8');
      for (const name of ['VARNISH_PURGE_URLS', 'TRUSTED_PROXIES']) expect(options).toContain(`env.${name}`);
      expect(Object.keys(config).sort()).toEqual(['CHAT_URL', 'CMS_URL', 'FORM_RELAY_URL', 'SITE_URL', 'TRUSTED_PROXIES', 'VARNISH_PURGE_URLS']);
      expect(config.CMS_URL).toBe(`http://content:${localServiceDefaults.cmsPort}`);
      expect(config.FORM_RELAY_URL).toBe(`http://form-relay:${localServiceDefaults.relayPort}/submit`);
      expect(config.CHAT_URL).toBe(`http://chat:${localServiceDefaults.chatPort}`);
      for (const url of config.VARNISH_PURGE_URLS.split(',')) expect(new URL(url).port).toBe(String(KUBERNETES_PORTS.varnish));
    }
    // Each local service on the port the site's configuration names for it, probed where it answers.
    for (const [name, port, variable, probe] of /** @type {const} */ ([
      ['content', localServiceDefaults.cmsPort, 'CMS_PORT', '/health'],
      ['chat', localServiceDefaults.chatPort, 'CHAT_PORT', '/api/chatbot/health'],
      ['form-relay', localServiceDefaults.relayPort, 'RELAY_PORT', '/health'],
    ])) {
      const service = container(find('Deployment', name));
      expect(Number(envOf(service)[variable]), name).toBe(port);
      expect(service.ports[0].containerPort).toBe(port);
      expect(service.readinessProbe.httpGet.path).toBe(probe);
      expect(find('Service', name).spec.ports[0].port).toBe(port);
    }
    expect(find('Service', 'gateway').spec.ports[0].port).toBe(KUBERNETES_PORTS.gateway);
    expect(container(find('StatefulSet', 'varnish')).command).toContain(`:${KUBERNETES_PORTS.varnish}`);
  });

  it("keeps Varnish's and the edge's files as the cluster's code writes them", () => {
    for (const [file, text] of Object.entries(kubernetesFiles())) expect(readFileSync(path.join(KUBERNETES_DIR, file), 'utf8'), `${file}: run node scripts/cluster/kubernetesFiles.mjs`).toBe(text);
    const edge = find('Deployment', 'edge');
    expect(container(edge).command).toEqual(['haproxy', '-db', '-f', `${EDGE_DIR}/haproxy.cfg`]);
    expect(container(edge).ports.map((/** @type {any} */ port) => port.containerPort)).toEqual([KUBERNETES_PORTS.edgeHttp, KUBERNETES_PORTS.edgeHttps]);
    if (kubectl()) {
      const vcl = rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('varnish-vcl')).data;
      expect(vcl['site.vcl']).toBe(readFileSync(path.join(import.meta.dirname, '../../deploy/varnish/site.vcl'), 'utf8'));
      expect(vcl['backends.vcl']).toContain('.host = "gateway"');
      // The edge's maps are laid out beside its configuration, as it starts them.
      const edgeConfig = rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('edge-config')).data;
      expect(Object.keys(edgeConfig).sort()).toEqual(['haproxy.cfg', HINTS_MAP, SPLITS_MAP].sort());
    }
  });

  it("runs the edge's poller beside it: the code's command and variables, HAProxy's own folder and user", () => {
    const edge = find('Deployment', 'edge');
    const poller = container(edge, 'poller');
    expect(poller.image).toBe(container(find('Deployment', 'gateway'), 'gateway').image);
    expect(poller.command[0]).toBe('node');
    const entry = path.join(import.meta.dirname, '../..', poller.command[1]);
    expect(existsSync(entry), poller.command[1]).toBe(true);
    // Every variable it is given is one the entry reads, and it reads no other.
    const code = readFileSync(entry, 'utf8');
    const reads = [...code.matchAll(/env\.([A-Z_]+)/g)].map((match) => match[1]);
    const env = envOf(poller);
    expect(Object.keys(env).sort()).toEqual([...new Set(reads)].sort());
    expect(env.EDGE_DIR).toBe(EDGE_DIR);
    expect(new URL(env.EDGE_GATEWAYS).hostname).toBe(find('Service', 'gateway').metadata.name);
    expect(Number(new URL(env.EDGE_GATEWAYS).port)).toBe(KUBERNETES_PORTS.gateway);
    // The runtime socket and the maps are in EDGE_DIR, on the one volume both containers mount there.
    expect(kubernetesFiles()['edge/haproxy.cfg']).toContain(`stats socket ${EDGE_DIR}/admin.sock mode 600`);
    const mounted = (/** @type {any} */ each) => each.volumeMounts.find((/** @type {any} */ mount) => mount.mountPath === EDGE_DIR)?.name;
    expect(mounted(poller)).toBeDefined();
    expect(mounted(poller)).toBe(mounted(container(edge, 'edge')));
    expect(edge.spec.template.spec.volumes.find((/** @type {any} */ volume) => volume.name === mounted(poller)).emptyDir).toBeDefined();
    // The socket is its owner's alone (mode 600): both run as the one user of the pod.
    expect(edge.spec.template.spec.securityContext.runAsUser).toBeDefined();
    for (const each of edge.spec.template.spec.containers) expect(each.securityContext?.runAsUser, each.name).toBeUndefined();
  });

  it('lets the pod network purge Varnish, the network the gateways trust as proxies', () => {
    const backends = kubernetesFiles()['varnish/backends.vcl'];
    const acl = /acl purgers \{([^}]*)\}/.exec(backends)?.[1] ?? '';
    const networks = [...acl.matchAll(/"([^"]+)"(?:\/(\d+))?;/g)].map(([, address, bits]) => (bits ? `${address}/${bits}` : address));
    expect(networks).toEqual(podNetwork());
    expect(networks).not.toContain('127.0.0.1');
    if (kubectl()) {
      const config = rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('site-config')).data;
      expect(config.TRUSTED_PROXIES.split(',')).toEqual(networks);
    }
    expect(podNetwork('      - TRUSTED_PROXIES=10.244.0.0/16,fd00::/8\n')).toEqual(['10.244.0.0/16', 'fd00::/8']);
  });
});
