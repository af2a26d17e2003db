import { describe, expect, it, vi } from 'vitest';
import { LOAD_RETRIES } from '../retrying';
import retryPlugin from './retryPlugin';

const plugin = retryPlugin();
type EntryArgs = Parameters<NonNullable<typeof plugin.loadEntryError>>[0];
type ModuleArgs = Parameters<NonNullable<typeof plugin.getModuleFactory>>[0];

/** What the runtime hands the hook after its own first load of the entry failed. */
function failedEntry(getRemoteEntry: () => Promise<unknown>) {
  const uniqueKey = 'mfe_blog:https://site.test/remotes/mfe-blog/2.0.0/remoteEntry.js';
  const globalLoading: Record<string, unknown> = { [uniqueKey]: Promise.reject(new Error('dropped')).catch(() => {}) };
  const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_blog', alias: 'mfe-blog' }, globalLoading, uniqueKey } as unknown as EntryArgs;
  return { args, globalLoading, uniqueKey };
}

describe('script retries', () => {
  it("loads a remote's entry again after a dropped load, each time afresh", async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const { args, globalLoading, uniqueKey } = failedEntry(
      vi
        .fn()
        .mockRejectedValueOnce(new Error('dropped again'))
        .mockImplementationOnce(async () => {
          // The runtime's record of the failed load is gone, so the entry's script is asked for anew.
          expect(globalLoading[uniqueKey]).toBeUndefined();
          return entry;
        }),
    );
    expect(await plugin.loadEntryError!(args)).toBe(entry);
  });

  it(`gives up after ${LOAD_RETRIES} retries: the route shows its fallback panel`, async () => {
    const getRemoteEntry = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(plugin.loadEntryError!(failedEntry(getRemoteEntry).args)).rejects.toThrow('down');
    expect(getRemoteEntry).toHaveBeenCalledTimes(LOAD_RETRIES);
  });

  it("asks for a page's module again when its file failed to load", async () => {
    const factory = () => ({ default: () => null });
    const get = vi.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValueOnce(factory);
    const args = { remoteEntryExports: { get, init: vi.fn() }, expose: './BlogListPage', moduleInfo: { name: 'mfe_blog' } } as unknown as ModuleArgs;
    expect(await plugin.getModuleFactory!(args)).toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
