import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
const loadShare = vi.fn(async (_name: string) => () => ({}));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), loadShare: (name: string) => loadShare(name) }));
// The remote is named and registered (`remotesPointer.test.ts`); here, what its load does.
const manifestUrl = 'https://site.test/remotes/mfe-blog/2.0.0/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    { name: 'BlogListPage', assets: { js: { sync: ['BlogListPage.1a2b3c4d.js'] }, css: { sync: ['BlogListPage.5e6f7a8b.css'] } }, kits: ['@mantine/core/fields'] },
    { name: 'PoliciesPage', assets: { js: { sync: ['PoliciesPage.9a8b7c6d.js'] }, css: { sync: [] } } },
  ],
};
vi.mock('./remotesPointer', () => ({ ensureRegistered: async () => ({ manifestUrl, manifest }) }));

const { loadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } = await import('./loadRemoteModule');

describe('loadRemoteModule', () => {
  afterEach(() => {
    loadRemote.mockReset();
    loadShare.mockClear();
    vi.useRealTimers();
  });

  it('rejects when the remote never answers, at the 5 s time limit and not before', async () => {
    vi.useFakeTimers();
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(5000);
    loadRemote.mockReturnValue(new Promise(() => {}));
    let failure: unknown;
    void loadRemoteModule('mfe-blog/BlogListPage').catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failure)).toContain('mfe-blog/BlogListPage did not load within 5000 ms');
  });

  it("asks for the page's files beside the remote's entry, once", async () => {
    let preloadsWhenLoading: string[] = [];
    loadRemote.mockImplementation(async () => {
      preloadsWhenLoading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.href}`);
      return { default: () => null };
    });
    await loadRemoteModule('mfe-blog/BlogListPage', 1000);
    await loadRemoteModule('mfe-blog/BlogListPage', 1000);
    expect(preloadsWhenLoading).toEqual([
      'script https://site.test/remotes/mfe-blog/2.0.0/BlogListPage.1a2b3c4d.js',
      'style https://site.test/remotes/mfe-blog/2.0.0/BlogListPage.5e6f7a8b.css',
    ]);
  });

  it("asks the shell's share scope for the on-demand kits the module consumes before its entry has run, and none for a module without", async () => {
    let kitsWhenLoading: unknown[] = [];
    loadRemote.mockImplementation(async () => {
      kitsWhenLoading = loadShare.mock.calls.map(([name]) => name);
      return { default: () => null };
    });
    await loadRemoteModule('mfe-blog/BlogListPage', 1000);
    expect(kitsWhenLoading).toEqual(['@mantine/core/fields']);
    loadShare.mockClear();
    await loadRemoteModule('mfe-blog/PoliciesPage', 1000);
    expect(loadShare).not.toHaveBeenCalled();
  });

  it('answers the module when it loads in time, and rejects when the load fails or has no page', async () => {
    const page = { default: () => null };
    loadRemote.mockResolvedValueOnce(page);
    expect(await loadRemoteModule('mfe-blog/BlogListPage', 1000)).toBe(page);
    loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(loadRemoteModule('mfe-blog/BlogListPage', 1000)).rejects.toThrow('down');
    loadRemote.mockResolvedValueOnce(undefined);
    await expect(loadRemoteModule('mfe-blog/BlogListPage', 1000)).rejects.toThrow('no default export');
  });
});
