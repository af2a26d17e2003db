import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentClient } from './client';
import { contentQuery, createQueryClient, hasFailedContent } from './queryClient';

vi.mock('./client', () => ({ getContentClient: vi.fn() }));

function answer(fetch: (query: string) => Promise<unknown>) {
  vi.mocked(getContentClient).mockReturnValue({ fetch } as unknown as ReturnType<typeof getContentClient>);
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
