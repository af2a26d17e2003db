import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContentClient } from './client';
import { useContent } from './useContent';
import { clearContentCache } from './useContentQuery';

vi.mock('./client', () => ({ getContentClient: vi.fn() }));

const defaults = {
  title: 'Why Choose Us',
  subtitle: 'Built-in subtitle',
  cta: { text: 'Get Quote', link: '/get-quote' },
  features: [{ title: 'Default feature' }],
};

function answer(fetch: () => Promise<unknown>) {
  vi.mocked(getContentClient).mockReturnValue({ fetch } as unknown as ReturnType<typeof getContentClient>);
}

describe('useContent', () => {
  beforeEach(() => clearContentCache());
  afterEach(() => vi.restoreAllMocks());

  it('goes from loading to the document, with the query params passed as GROQ params', async () => {
    const fetch = vi.fn(async () => ({ title: 'From the CMS', subtitle: 'Edited', cta: { text: 'Talk to us', link: '/contact' }, features: [{ title: 'A' }, { title: 'B' }] }));
    answer(fetch);
    const { result } = renderHook(() => useContent('*[_type == $type][0]', { type: 'whyChooseUs' }, defaults));
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual(defaults);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetch).toHaveBeenCalledWith('*[_type == $type][0]', { type: 'whyChooseUs' });
    expect(result.current.data.title).toBe('From the CMS');
    expect(result.current.data.features).toHaveLength(2);
    expect(result.current.fromService).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('goes from loading to error: the message is stored and the defaults are shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async () => {
      throw new Error('Request failed with status 503');
    });
    const { result } = renderHook(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Request failed with status 503');
    expect(result.current.data).toEqual(defaults);
    expect(result.current.fromService).toBe(false);
  });

  it('stores "An error occurred" for an error without a message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async () => Promise.reject('nope'));
    const { result } = renderHook(() => useContent('*[_type == "x"][0]', {}, defaults));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('An error occurred');
  });

  it('fills a half-filled document field by field from the defaults', async () => {
    answer(async () => ({ title: 'Edited title', subtitle: '', cta: { text: 'Call us' }, features: [] }));
    const { result } = renderHook(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({
      title: 'Edited title',
      subtitle: 'Built-in subtitle',
      cta: { text: 'Call us', link: '/get-quote' },
      features: [{ title: 'Default feature' }],
    });
  });

  it('shows the defaults when the document does not exist', async () => {
    answer(async () => null);
    const { result } = renderHook(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(defaults);
    expect(result.current.fromService).toBe(false);
  });
});

describe('useContent requests', () => {
  beforeEach(() => clearContentCache());

  it('shares one request between components asking for the same document at once', async () => {
    const fetch = vi.fn(async () => ({ title: 'Shared' }));
    answer(fetch);
    const first = renderHook(() => useContent('*[_type == "siteSettings"][0]', {}, defaults));
    const second = renderHook(() => useContent('*[_type == "siteSettings"][0]', {}, defaults));
    await waitFor(() => expect(second.result.current.data.title).toBe('Shared'));
    expect(first.result.current.data.title).toBe('Shared');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again every time when the read is uncached', async () => {
    const fetch = vi.fn(async () => ({ title: 'Fresh' }));
    answer(fetch);
    const first = renderHook(() => useContent('*[_type == "servicePage"][0]', {}, defaults, { cache: false }));
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    const second = renderHook(() => useContent('*[_type == "servicePage"][0]', {}, defaults, { cache: false }));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
