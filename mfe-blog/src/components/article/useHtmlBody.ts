import type { BlogPost } from '@site/shared/content';
import { use } from 'react';
import { hasBlocks } from './toc';

type HtmlBody = typeof import('./htmlBody');

/** One load for the page's life (`use` needs the same promise on every render); a failed one is forgotten, so Try again loads afresh. */
let loading: Promise<HtmlBody> | undefined;

/**
 * What an HTML article body needs (its sanitizer, its table of contents), once loaded: the component
 * suspends until then (on a client navigation its Suspense shows the spinner; while hydrating, the
 * server's HTML stays). Undefined for an article in Portable Text, which needs none of it.
 */
export function useHtmlBody(post: Pick<BlogPost, 'content' | 'contentHtml'>): HtmlBody | undefined {
  if (hasBlocks(post.content) || !post.contentHtml) return undefined;
  loading ??= import(/* webpackChunkName: "html-body" */ './htmlBody').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return use(loading);
}
