import type { BlogPost } from '@site/shared/content';
import type { FulfilledReactPromise, ReactPromise } from 'react';
import { fallbackPosts } from './fallbackPosts';

/*
 * The built-in posts as the pages read them, when the content service's answer has no posts (or
 * not the article asked for). This file is what the server renderer and the tests run: the posts at
 * hand, the answer already settled. The browser build replaces it (`tooling/builtInPostsLoader.mjs`)
 * with the same export over a chunk of its own, as mfe-services does with its built-in copy, so no
 * page file carries them and a page asks for them only when it shows or looks for one.
 */

const settled: FulfilledReactPromise<BlogPost[]> = {
  status: 'fulfilled',
  value: fallbackPosts,
  then: (onFulfilled) => Promise.resolve(fallbackPosts).then(onFulfilled),
};

/** The built-in posts (read with `use()`: at once here, once their chunk is in, in the browser). */
export function loadBuiltInPosts(): ReactPromise<BlogPost[]> {
  return settled;
}
