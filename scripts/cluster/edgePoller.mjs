// @ts-check
// The edge's poller in a process of its own, beside an edge it did not start: in Kubernetes, a
// sidecar of the edge pod (deploy/kubernetes/edge.yaml) sharing HAProxy's folder. The same watch the
// launcher runs on one machine (`watchEdgeHints`): the 103 hints and the running splits (decision
// 0010), learned from the gateways and set through the edge's runtime API socket.
//   EDGE_GATEWAYS  the gateways' origins, comma-separated (Kubernetes: the gateway Service)
//   EDGE_DIR       the edge's folder: admin.sock, hints.map, splits.map
// It stops on SIGTERM or SIGINT.
import '../projectNode.mjs';
import { edgeMaps } from './edge.mjs';
import { watchEdgeHints } from './edgeHints.mjs';

const env = process.env;
const gateways = (env.EDGE_GATEWAYS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
if (gateways.length === 0 || !env.EDGE_DIR) {
  console.error('edgePoller: set EDGE_GATEWAYS (the gateways, e.g. http://gateway:8080) and EDGE_DIR (the edge folder with admin.sock)');
  process.exit(2);
}
const { setHints, setSplits } = edgeMaps(env.EDGE_DIR);
const watch = watchEdgeHints({ gateways: () => gateways, setHints, setSplits, log: (line) => console.log(line) });
watch.ready.then((learned) => console.log(learned ? 'edge hints learned' : 'edge hints: not every route yet, still asking'));
const stop = () => watch.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
