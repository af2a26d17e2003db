// The cluster's tests, in one file so that one Playwright worker starts one cluster for all of them
// (`clusterTest`, e2e/support/cluster.ts), in this order: Prometheus scraping the gateways, the
// release state on PostgreSQL (by then the pages the quiet Varnish kept at the start are past their
// stale window), the edge in front of Varnish, a third gateway on an empty deploy folder, then what
// Varnish does on its own, whose last tests kill every gateway.
import './cluster/metrics';
import './cluster/postgres';
import './cluster/edge';
import './cluster/separateFolders';
import './cluster/varnish';
