import type { ServicePage } from '@site/shared/content';
import {
  placeholderService,
  staticService,
  type PlaceholderServiceDefault,
  type StaticServiceDefault,
} from '../../content/defaults';

/** What the service route shows for a slug, once the content service has answered (or failed). */
export type ServiceView =
  | { kind: 'loading' }
  | { kind: 'generic'; page: ServicePage }
  | { kind: 'static'; service: StaticServiceDefault }
  | { kind: 'placeholder'; service: PlaceholderServiceDefault }
  | { kind: 'not-found' };

export interface ServiceFetchState {
  loading: boolean;
  data: ServicePage | null;
  error: string | null;
}

/**
 * Content wins whenever the content service has a document for the slug; otherwise (no document, or
 * a failed fetch) a built-in service shows its own page, and any other slug is not found.
 */
export function decideServiceView(slug: string | undefined, { loading, data }: ServiceFetchState): ServiceView {
  if (loading) return { kind: 'loading' };
  if (data && typeof data === 'object') return { kind: 'generic', page: data };
  const builtIn = staticService(slug);
  if (builtIn) return { kind: 'static', service: builtIn };
  const placeholder = placeholderService(slug);
  if (placeholder) return { kind: 'placeholder', service: placeholder };
  return { kind: 'not-found' };
}
