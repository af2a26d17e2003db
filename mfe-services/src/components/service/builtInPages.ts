import type { ReactPromise } from 'react';
import { settled } from '../../content/builtInCopy';
import { PlaceholderServicePage } from './PlaceholderServicePage';
import { StaticServicePage } from './StaticServicePage';

/*
 * The built-in service pages' code, shown only when the content service has no document for the
 * slug. This file is what the server renderer and the tests run: the pages at hand, the answer
 * settled. The browser build replaces it (`tooling/builtInCopyLoader.mjs`) with a chunk of its own,
 * which the service page asks for beside the service's built-in copy: a page with content carries
 * none of it.
 */

export interface BuiltInPages {
  StaticServicePage: typeof StaticServicePage;
  PlaceholderServicePage: typeof PlaceholderServicePage;
}

const pages = settled<BuiltInPages>({ StaticServicePage, PlaceholderServicePage });

export const loadBuiltInPages = (): ReactPromise<BuiltInPages> => pages;
