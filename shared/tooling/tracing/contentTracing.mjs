// @ts-check
// Imported first by the content service's entry (`cms/server/start.mjs`): traces when an OTLP endpoint
// is configured, nothing otherwise (`tracing.mjs`). Its callers are the site's own servers, whose
// trace it continues.
import { startTracing } from './tracing.mjs';

export const tracing = startTracing({ serviceName: 'content', continueCallers: 'all' });
