import raw from './defaults/service-defaults.json';

import type { ServiceDefaults } from '@site/shared/contracts';

export type {
  FaqCategoryDefault,
  PlaceholderServiceDefault,
  QuestionAnswerDefault,
  ServiceDefaults,
  ServiceSectionDefault,
  StaticServiceDefault,
} from '@site/shared/contracts';

// The built-in copy lives in one JSON file because the chat service downloads the same file
// (emitted beside mf-manifest.json) to answer from it: add copy there rather than here. Pages read it
// through `builtInCopy.ts` (a chunk per part in the browser), never from here: this module is the
// whole file, for the tests.
export const serviceDefaults: ServiceDefaults = raw;

const staticBySlug = new Map(serviceDefaults.services.map((service) => [service.slug, service]));
const placeholderBySlug = new Map(serviceDefaults.placeholders.map((service) => [service.slug, service]));

/** The built-in page of one of the 12 services that have full copy. */
export const staticService = (slug: string | undefined) => (slug ? staticBySlug.get(slug) : undefined);

/** The "content will be added" page of the 3 services without copy yet. */
export const placeholderService = (slug: string | undefined) => (slug ? placeholderBySlug.get(slug) : undefined);

/** Contact button label of each static service's closing call to action. */
export const ctaLabels: Record<string, string> = Object.fromEntries(
  serviceDefaults.services.map((service) => [service.slug, service.ctaLabel]),
);
