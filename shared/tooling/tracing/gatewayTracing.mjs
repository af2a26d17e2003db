// @ts-check
// Imported first by every gateway process entry (`npm start`, the cluster's and the bench's gateway
// processes): traces when an OTLP endpoint is configured, nothing otherwise (`tracing.mjs`).
import { startTracing } from './tracing.mjs';

// The edge: a visitor's traceparent is not continued (see `continueCallers`).
export const tracing = startTracing({ serviceName: 'gateway', continueCallers: false });
