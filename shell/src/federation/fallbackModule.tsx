import type { RemoteModule } from '@site/shared/contracts';
import { RemoteUnavailable } from '../components/RemoteUnavailable';

/** Marks a module the fallback plugin returned instead of the remote's own. */
export const FALLBACK_MARK = '__remoteFallback';

export type MaybeFallback<M> = M & { [FALLBACK_MARK]?: true };

export const fallbackModule: MaybeFallback<RemoteModule> = { default: RemoteUnavailable, [FALLBACK_MARK]: true };

export const isFallbackModule = (module: unknown) =>
  typeof module === 'object' && module !== null && FALLBACK_MARK in module;
