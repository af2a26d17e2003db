import type { FaqCategoryDefault, PlaceholderServiceDefault, StaticServiceDefault } from '@site/shared/contracts';
import type { FulfilledReactPromise, ReactPromise } from 'react';
import { serviceImages } from '../assets/serviceImages';
import raw from './defaults/service-defaults.json';

/*
 * The built-in copy as the pages read it: one service's, or the FAQ page's, when the content
 * service's answer does not carry the page's copy. This file is what the server renderer and the
 * tests run: everything at hand, every answer already settled. The browser build replaces it
 * (`tooling/builtInCopyLoader.mjs`) with the same exports over a chunk per service and one for the
 * FAQ page, so a page file carries none of the ~50 KB of copy and a page asks for its part only when
 * it shows built-in copy; the illustrations of the built-in pages likewise (`loadServiceImages`).
 */

/** One service's built-in copy: a full page, a placeholder, or neither for a slug it has none for. */
export interface ServiceCopy {
  static?: StaticServiceDefault;
  placeholder?: PlaceholderServiceDefault;
}

/** An answer `use()` reads without suspending (React reads its `status` and `value`). */
export const settled = <T>(value: T): FulfilledReactPromise<T> => ({
  status: 'fulfilled',
  value,
  then: (onFulfilled) => Promise.resolve(value).then(onFulfilled),
});

const services = new Map<string, FulfilledReactPromise<ServiceCopy>>(
  [...raw.services.map((service) => service.slug), ...raw.placeholders.map((service) => service.slug)].map((slug) => [
    slug,
    settled({ static: raw.services.find((s) => s.slug === slug), placeholder: raw.placeholders.find((s) => s.slug === slug) }),
  ]),
);
const none = settled<ServiceCopy>({});
const faqPage = settled<FaqCategoryDefault[]>(raw.faqPage);

/** The order of the FAQ page's categories: the content service's questions are grouped in it. */
export const faqCategoryOrder: string[] = raw.faqPage.map((category) => category.category);

/** The built-in copy of the service at `slug` (neither kind for a slug without any). */
export function loadServiceCopy(slug: string): ReactPromise<ServiceCopy> {
  return services.get(slug) ?? none;
}

/** What an answer holds once settled (the server renderer's and the tests' are at once). */
export const settledCopy = <T>(answer: ReactPromise<T>): T | undefined => (answer.status === 'fulfilled' ? answer.value : undefined);

/** The FAQ page's built-in questions. */
export function loadFaqCopy(): ReactPromise<FaqCategoryDefault[]> {
  return faqPage;
}

const images = settled(serviceImages);

/** The illustrations of the built-in service pages, by their keys in the copy (`src/assets`). */
export function loadServiceImages(): ReactPromise<typeof serviceImages> {
  return images;
}
