import type { RemoteModule } from '@site/shared/contracts';
import { RemoteUnavailable } from '../components/RemoteUnavailable';
import { FALLBACK_MARK } from './fallbackMark';

export { FALLBACK_MARK, isFallbackModule } from './fallbackMark';

export type MaybeFallback<M> = M & { [FALLBACK_MARK]?: true };

/** What a route renders in place of a remote module that could not be loaded. */
export const fallbackModule: MaybeFallback<RemoteModule> = { default: RemoteUnavailable, [FALLBACK_MARK]: true };
