import { ContentCache, errorMessage, type ContentAnswer, type FetchAnswer } from '@site/shared/content/contentCache.mjs';
import { warn } from '../config/requestContext';

/**
 * The content client's module. In the browser a file of its own: a page hydrates with the answers its
 * HTML carries, so the boot needs no client; the shell asks for it once the page has hydrated, before
 * a visitor's first navigation needs it.
 */
export const loadContentClient = () => import(/* webpackChunkName: "content-client" */ './client');

/**
 * How the site's cache asks the content service: its client, with the render's token and
 * perspective on the server (`runInRequest`). A failed read is an answer with an error (pages show
 * their built-in copy), logged as a warning.
 */
export const fetchFromContentService: FetchAnswer = async (query, params, { shown, signal }) => {
  try {
    const { getContentClient } = await loadContentClient();
    const { result, syncTags } = await getContentClient().fetchTagged<unknown>(query, params, { signal });
    return { data: result ?? null, error: null, tags: syncTags };
  } catch (error) {
    warn(`[content] query failed: ${errorMessage(error)}`);
    // Asked again after a change and failed (the service busy, say): the page keeps what it
    // showed, and its tags, so the next change naming them asks again; not the built-in copy.
    if (shown && shown.error === null && shown.data !== null) return { ...shown, refreshFailed: errorMessage(error) } satisfies ContentAnswer;
    return { data: null, error: errorMessage(error) };
  }
};

/**
 * The page's content cache, answered by the content service: one per server render, one per browser
 * tab. Created by the shell (and by a remote running alone, and tests): a remote's page reads the
 * shell's through `useContentQuery`, so its files never carry the content client.
 */
export const createContentCache = (fetchAnswer: FetchAnswer = fetchFromContentService) => new ContentCache({ fetchAnswer });
