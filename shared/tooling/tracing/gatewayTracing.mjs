// @ts-check
// Imported first by every gateway process entry (`npm start`, the cluster's and the bench's gateway
// processes): traces when an OTLP endpoint is configured, nothing otherwise (`tracing.mjs`).
import { startTracing } from './tracing.mjs';

// A visitor's traceparent is not continued; a trusted proxy's is, once the gateway's server has
// vouched for its request (`createGateway`, `callerContext.mjs`).
export const tracing = startTracing({ serviceName: 'gateway', continueCallers: 'vouched' });
