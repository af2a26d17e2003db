import { FallbackPanel } from './FallbackPanel';

/** The default export of the fallback module that stands in for a remote module that failed to load. */
export function RemoteUnavailable() {
  return <FallbackPanel />;
}
