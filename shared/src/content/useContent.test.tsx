import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentWrapper } from '../test';
import { getContentClient } from './client';
import { createContentCache } from './createContentCache';
import { useContent } from './useContent';

vi.mock('./client', () => ({ getContentClient: vi.fn() }));

const defaults = {
  title: 'Why Choose Us',
  subtitle: 'Built-in subtitle',
  cta: { text: 'Get Quote', link: '/get-quote' },
  features: [{ title: 'Default feature' }],
};

function answer(fetch: (...args: unknown[]) => Promise<unknown>) {
  // The pages read through `fetchTagged` (the answer with its sync tags): the test's `fetch` answers it.
  const fetchTagged = async (...args: unknown[]) => ({ result: await fetch(...args), syncTags: [] });
  vi.mocked(getContentClient).mockReturnValue({ fetch, fetchTagged } as unknown as ReturnType<typeof getContentClient>);
}

/** The clock `ms` from now: the next visit happens later than the first. */
function later(ms: number) {
  const now = Date.now;
  vi.spyOn(Date, 'now').mockImplementation(() => now() + ms);
}

/** Renders the hook under a fresh content cache (or the one given) and a Suspense boundary. */
const renderContent = <T,>(hook: () => T, cache = createContentCache()) => renderHook(hook, { wrapper: contentWrapper(cache) });

describe('useContent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('suspends (the page skeleton shows) until the document is in, with the query params passed as GROQ params', async () => {
    let resolve!: (doc: unknown) => void;
    const fetch = vi.fn(() => new Promise((r) => (resolve = r)));
    answer(fetch);
    const { result } = renderContent(() => useContent('*[_type == $type][0]', { type: 'whyChooseUs' }, defaults));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(result.current).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('*[_type == $type][0]', { type: 'whyChooseUs' }, expect.anything()));

    resolve({ title: 'From the CMS', subtitle: 'Edited', cta: { text: 'Talk to us', link: '/contact' }, features: [{ title: 'A' }, { title: 'B' }] });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(result.current.loading).toBe(false);
    expect(result.current.data.title).toBe('From the CMS');
    expect(result.current.data.features).toHaveLength(2);
    expect(result.current.fromService).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('resolves to the error on a failed read: the message is stored and the defaults are shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async () => {
      throw new Error('Request failed with status 503');
    });
    const { result } = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBe('Request failed with status 503');
    expect(result.current.data).toEqual(defaults);
    expect(result.current.fromService).toBe(false);
  });

  it('stores "An error occurred" for an error without a message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async () => Promise.reject('nope'));
    const { result } = renderContent(() => useContent('*[_type == "x"][0]', {}, defaults));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.error).toBe('An error occurred');
  });

  it('fills a half-filled document field by field from the defaults', async () => {
    answer(async () => ({ title: 'Edited title', subtitle: '', cta: { text: 'Call us' }, features: [] }));
    const { result } = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.data).toEqual({
      title: 'Edited title',
      subtitle: 'Built-in subtitle',
      cta: { text: 'Call us', link: '/get-quote' },
      features: [{ title: 'Default feature' }],
    });
  });

  it('shows the defaults when the document does not exist', async () => {
    answer(async () => null);
    const { result } = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.data).toEqual(defaults);
    expect(result.current.fromService).toBe(false);
  });
});

describe('useContent requests', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shares one request between components asking for the same document at once', async () => {
    const fetch = vi.fn(async () => ({ title: 'Shared' }));
    answer(fetch);
    const cache = createContentCache();
    const first = renderContent(() => useContent('*[_type == "siteSettings"][0]', {}, defaults), cache);
    const second = renderContent(() => useContent('*[_type == "siteSettings"][0]', {}, defaults), cache);
    await waitFor(() => expect(second.result.current?.data.title).toBe('Shared'));
    await waitFor(() => expect(first.result.current?.data.title).toBe('Shared'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks separately for different params, and each gets its own document', async () => {
    const fetch = vi.fn(async (_query: unknown, params: unknown) => ({ title: `Page ${(params as { slug: string }).slug}` }));
    answer(fetch);
    const cache = createContentCache();
    const audit = renderContent(() => useContent('*[slug.current == $slug][0]', { slug: 'audit' }, defaults), cache);
    const training = renderContent(() => useContent('*[slug.current == $slug][0]', { slug: 'training' }, defaults), cache);
    await waitFor(() => expect(audit.result.current?.data.title).toBe('Page audit'));
    await waitFor(() => expect(training.result.current?.data.title).toBe('Page training'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again on the next visit after a failed read, rather than keeping the failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn().mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue({ title: 'Back up' });
    answer(fetch);
    const cache = createContentCache();
    const first = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults), cache);
    await waitFor(() => expect(first.result.current?.error).toBe('HTTP 503'));
    first.unmount();
    later(2_000);

    const second = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults), cache);
    await waitFor(() => expect(second.result.current?.data.title).toBe('Back up'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reuses a good answer on the next visit without asking again', async () => {
    const fetch = vi.fn(async () => ({ title: 'Kept' }));
    answer(fetch);
    const cache = createContentCache();
    const first = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults), cache);
    await waitFor(() => expect(first.result.current?.data.title).toBe('Kept'));
    first.unmount();
    later(30_000);

    const second = renderContent(() => useContent('*[_type == "whyChooseUs"][0]', {}, defaults), cache);
    expect(second.result.current?.data.title).toBe('Kept');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
