import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const { loadRemoteModule } = await import('./loadRemoteModule');

describe('loadRemoteModule', () => {
  afterEach(() => {
    loadRemote.mockReset();
  });

  it('rejects when the remote never answers, after the time limit', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    await expect(loadRemoteModule('mfe-blog/BlogListPage', 50)).rejects.toThrow('did not load within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
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
