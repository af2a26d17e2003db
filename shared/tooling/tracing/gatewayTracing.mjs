// @ts-check
// Imported first by every gateway process entry (`npm start`, the cluster's and the bench's gateway
// processes): traces when an OTLP endpoint is configured, nothing otherwise (`tracing.mjs`).
import { startTracing } from './tracing.mjs';

export const tracing = startTracing({ serviceName: 'gateway' });
