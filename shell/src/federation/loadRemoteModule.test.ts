import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const { loadRemoteModule } = await import('./loadRemoteModule');
const { isFallbackModule } = await import('./fallbackModule');

describe('loadRemoteModule', () => {
  afterEach(() => {
    loadRemote.mockReset();
    vi.restoreAllMocks();
  });

  it('answers the fallback module when the remote never answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    const module = await loadRemoteModule('mfe-blog/BlogListPage', 50);
    expect(isFallbackModule(module)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers the module when it loads in time, and the fallback when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = { default: () => null };
    loadRemote.mockResolvedValueOnce(page);
    expect(await loadRemoteModule('mfe-blog/BlogListPage', 1000)).toBe(page);
    loadRemote.mockRejectedValueOnce(new Error('down'));
    expect(isFallbackModule(await loadRemoteModule('mfe-blog/BlogListPage', 1000))).toBe(true);
  });
});
