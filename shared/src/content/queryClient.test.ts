import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentClient } from './client';
import { contentQuery, createQueryClient, hasFailedContent, refreshContent, syncTagsOf } from './queryClient';

vi.mock('./client', () => ({ getContentClient: vi.fn() }));

function answer(fetch: (query: string) => Promise<unknown>, tagsOf: (query: string) => string[] = () => []) {
  const fetchTagged = async (query: string) => ({ result: await fetch(query), syncTags: tagsOf(query) });
  vi.mocked(getContentClient).mockReturnValue({ fetch, fetchTagged } as unknown as ReturnType<typeof getContentClient>);
}

describe('hasFailedContent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a page rendered from the content service from one that fell back to built-in copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async (query) => {
      if (query === 'broken') throw new Error('content service answered 503');
      return { title: 'From the service' };
    });
    const client = createQueryClient();
    await client.prefetchQuery(contentQuery('*[_type == "faq"]'));
    expect(hasFailedContent(client)).toBe(false);

    await client.prefetchQuery(contentQuery('broken'));
    expect(hasFailedContent(client)).toBe(true);
  });
});

describe('live content', () => {
  afterEach(() => vi.restoreAllMocks());

  const tags: Record<string, string[]> = { article: ['s1:article', 's1:posts'], faq: ['s1:faqs'] };

  it('a render knows every sync tag its answers carry', async () => {
    answer(async (query) => ({ query }), (query) => tags[query]);
    const client = createQueryClient();
    await client.prefetchQuery(contentQuery('article'));
    await client.prefetchQuery(contentQuery('faq'));
    expect(syncTagsOf(client).sort()).toEqual(['s1:article', 's1:faqs', 's1:posts']);
  });

  it('an event asks again for the answers on screen that carry its tags; with none, nothing is asked', async () => {
    const fetch = vi.fn(async (query: string) => ({ query }));
    answer(fetch, (query) => tags[query]);
    const client = createQueryClient();
    await client.prefetchQuery(contentQuery('article'));
    await client.prefetchQuery(contentQuery('faq'));
    // The article is on screen (observed); the FAQ answer is only kept.
    const onScreen = new QueryObserver(client, contentQuery('article')).subscribe(() => {});
    fetch.mockClear();

    expect(await refreshContent(client, ['s1:services'])).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(await refreshContent(client, ['s1:posts'])).toBe(1);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual(['article']);
    // After a restart everything is out of date: what is on screen is asked again, the rest when shown.
    expect(await refreshContent(client, 'all')).toBe(2);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual(['article', 'article']);
    expect(client.getQueryState(contentQuery('faq').queryKey)?.isInvalidated).toBe(true);
    onScreen();
  });

  it('a refresh that fails keeps the answer on screen and its tags: the next event asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    const fetch = vi.fn(async (query: string) => {
      if (down) throw new Error('content service answered 503');
      return { title: 'As published' };
    });
    answer(fetch, (query) => tags[query]);
    const client = createQueryClient();
    await client.prefetchQuery(contentQuery('article'));
    const onScreen = new QueryObserver(client, contentQuery('article')).subscribe(() => {});

    down = true;
    await refreshContent(client, ['s1:posts']);
    const kept = client.getQueryData(contentQuery('article').queryKey);
    expect(kept).toMatchObject({ data: { title: 'As published' }, error: null, tags: tags.article, refreshFailed: 'content service answered 503' });
    // Still followed: the next change naming its tags asks again, and this time it is in.
    down = false;
    fetch.mockClear();
    expect(await refreshContent(client, ['s1:posts'])).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(contentQuery('article').queryKey)).toEqual({ data: { title: 'As published' }, error: null, tags: tags.article });
    onScreen();
  });
});
