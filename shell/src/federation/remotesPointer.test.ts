import { remoteNames } from '@site/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;
/** What `/remotes.json` answers this visitor: every remote, the blog on the canary's candidate side. */
const visitorPointer = {
  remotes: { 'mfe-blog': manifest('mfe-blog', '2.0.0'), 'mfe-chat': manifest('mfe-chat', '1.0.0'), 'mfe-forms': manifest('mfe-forms', '1.0.0') },
  buckets: { 'mfe-blog': 'candidate' },
};

/** A fresh module (its registry starts empty) and a `/remotes.json` that counts its readers. */
async function freshPointer() {
  vi.resetModules();
  registerRemotes.mockReset();
  const fetched = vi.fn(async () => new Response(JSON.stringify(visitorPointer)));
  vi.stubGlobal('fetch', fetched);
  const pointer = await import('./remotesPointer');
  const tags = await import('../field/fieldTags');
  const registeredNames = () => registerRemotes.mock.calls.flatMap(([list]) => (list as { alias: string }[]).map((remote) => remote.alias));
  return { ...pointer, ...tags, fetched, registeredNames };
}

describe("a page's pointer of its own composition", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers what the page carried, and reads the visitor\'s pointer once, before the first remote it did not carry', async () => {
    const { registerRemotesFromPointer, ensureRegistered, fetched, registeredNames, versionOf } = await freshPointer();
    await registerRemotesFromPointer({ 'mfe-chat': manifest('mfe-chat', '1.0.0'), 'mfe-marketing': manifest('mfe-marketing', '1.0.0') });
    expect(registeredNames().sort()).toEqual(['mfe-chat', 'mfe-marketing']);
    await ensureRegistered('mfe-marketing');
    expect(fetched).not.toHaveBeenCalled();
    // A client navigation to the blog: the visitor's own side of its canary.
    await Promise.all([ensureRegistered('mfe-blog'), ensureRegistered('mfe-forms')]);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(registeredNames().slice(2).sort()).toEqual(['mfe-blog', 'mfe-forms']);
    expect(versionOf('mfe-blog')).toBe('2.0.0');
  });

  it('reads it at once when the page names a canary side (the field pass comes with it), and not at all for a whole pointer', async () => {
    const named = await freshPointer();
    await named.registerRemotesFromPointer({ 'mfe-blog': manifest('mfe-blog', '2.0.0'), 'mfe-chat': manifest('mfe-chat', '1.0.0') }, { 'mfe-blog': 'candidate' });
    await vi.waitFor(() => expect(named.registeredNames()).toContain('mfe-forms'));
    expect(named.fetched).toHaveBeenCalledTimes(1);
    expect(named.bucketOf('mfe-blog')).toBe('candidate');

    const whole = await freshPointer();
    await whole.registerRemotesFromPointer(Object.fromEntries(remoteNames.map((name) => [name, manifest(name, '1.0.0')])));
    await whole.ensureRegistered('mfe-services');
    expect(whole.fetched).not.toHaveBeenCalled();
  });
});
