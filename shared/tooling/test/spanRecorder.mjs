// @ts-check
// What a test of the site's spans needs from the trace SDK, resolved from `shared`, where the SDK the
// servers run is installed: a workspace that only depends on `@opentelemetry/api` (the gateway) would
// otherwise find whatever copy another package left at the root of node_modules.
export { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
export { suppressTracing } from '@opentelemetry/core';
