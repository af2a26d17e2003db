import { remoteNames } from '@site/shared/contracts';
import { version as hostReact } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;
const absolute = (path: string) => new URL(path, window.location.href).href;
/** What `/remotes.json` answers this visitor: every remote, the blog on the canary's candidate side. */
let visitorPointer: { remotes: Record<string, string>; buckets: Record<string, string> };
/** A remote's manifest as its build writes it; `react` is the React it was built against. */
const manifestJson = (react = hostReact) => ({
  metaData: { globalName: 'any', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [{ name: 'react', version: react }],
});

/** A fresh module (its registry starts empty), a `/remotes.json` and manifests that count their readers. */
async function freshPointer(manifestAnswer = () => Response.json(manifestJson())) {
  vi.resetModules();
  registerRemotes.mockReset();
  visitorPointer = {
    remotes: { 'mfe-blog': manifest('mfe-blog', '2.0.0'), 'mfe-chat': manifest('mfe-chat', '1.0.0'), 'mfe-forms': manifest('mfe-forms', '1.0.0') },
    buckets: { 'mfe-blog': 'candidate' },
  };
  const fetched = vi.fn(async (url: string) => (url === '/remotes.json' ? Response.json(visitorPointer) : manifestAnswer()));
  vi.stubGlobal('fetch', fetched);
  const pointer = await import('./remotesPointer');
  const tags = await import('../field/fieldTags');
  const { embedManifests } = await import('./embeddedManifests');
  const { stageOf } = await import('../field/loadStages');
  const pointerReads = () => fetched.mock.calls.filter(([url]) => url === '/remotes.json').length;
  const manifestReads = () => fetched.mock.calls.filter(([url]) => url !== '/remotes.json').map(([url]) => url);
  const registered = () => registerRemotes.mock.calls.flatMap(([list]) => list as { alias: string; entry: string }[]);
  const registeredNames = () => registered().map((remote) => remote.alias);
  return { ...pointer, ...tags, embedManifests, stageOf, pointerReads, manifestReads, registered, registeredNames };
}

describe("a page's pointer of its own composition", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("registers each remote the page carried at its first load, and reads the visitor's pointer once, before the first remote it did not carry", async () => {
    const { registerRemotesFromPointer, ensureRegistered, embedManifests, pointerReads, manifestReads, registered, registeredNames, versionOf } = await freshPointer();
    embedManifests({ [manifest('mfe-marketing', '1.0.0')]: manifestJson() });
    await registerRemotesFromPointer({ 'mfe-chat': manifest('mfe-chat', '1.0.0'), 'mfe-marketing': manifest('mfe-marketing', '1.0.0') });
    expect(registeredNames()).toEqual([]);
    await ensureRegistered('mfe-marketing');
    // By its entry, from the manifest the page carried: no request at all.
    expect(registered()).toEqual([expect.objectContaining({ alias: 'mfe-marketing', name: 'mfe_marketing', entry: absolute('/remotes/mfe-marketing/1.0.0/remoteEntry.js') })]);
    expect(pointerReads()).toBe(0);
    expect(manifestReads()).toEqual([]);
    // A client navigation to the blog: the visitor's own side of its canary.
    await Promise.all([ensureRegistered('mfe-blog'), ensureRegistered('mfe-forms'), ensureRegistered('mfe-blog')]);
    expect(pointerReads()).toBe(1);
    expect(manifestReads().sort()).toEqual([absolute(manifest('mfe-blog', '2.0.0')), absolute(manifest('mfe-forms', '1.0.0'))]);
    expect(registeredNames().slice(1).sort()).toEqual(['mfe-blog', 'mfe-forms']);
    expect(versionOf('mfe-blog')).toBe('2.0.0');
    // Registered once: later loads of the same remote ask for nothing.
    await ensureRegistered('mfe-blog');
    expect(registeredNames()).toHaveLength(3);
  });

  it('reads it at once when the page names a canary side (the field pass comes with it), and not at all for a whole pointer', async () => {
    const named = await freshPointer();
    await named.registerRemotesFromPointer({ 'mfe-blog': manifest('mfe-blog', '2.0.0'), 'mfe-chat': manifest('mfe-chat', '1.0.0') }, { 'mfe-blog': 'candidate' });
    await vi.waitFor(() => expect(named.versionOf('mfe-forms')).toBe('1.0.0'));
    expect(named.pointerReads()).toBe(1);
    expect(named.bucketOf('mfe-blog')).toBe('candidate');

    const whole = await freshPointer();
    await whole.registerRemotesFromPointer(Object.fromEntries(remoteNames.map((name) => [name, manifest(name, '1.0.0')])));
    await whole.ensureRegistered('mfe-services');
    expect(whole.pointerReads()).toBe(0);
  });
});

describe("a remote's load stages and its Retry", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a manifest the guard refuses leaves the remote unregistered at its manifest stage, and is read again at the next load', async () => {
    let react = '18.3.1';
    const { registerRemotesFromPointer, ensureRegistered, registeredNames, stageOf, manifestReads } = await freshPointer(() => Response.json(manifestJson(react)));
    await registerRemotesFromPointer(visitorPointer.remotes);
    await expect(ensureRegistered('mfe-forms')).rejects.toThrow('was built against React 18.3.1');
    expect(registeredNames()).toEqual([]);
    expect(stageOf('mfe-forms')).toBe('manifest');
    react = hostReact;
    await ensureRegistered('mfe-forms');
    expect(registeredNames()).toEqual(['mfe-forms']);
    expect(stageOf('mfe-forms')).toBe('entry');
    expect(manifestReads()).toHaveLength(2);
  });

  it('after a rollback, a Retry registers the version the pointer names now, replacing the old one', async () => {
    const { registerRemotesFromPointer, ensureRegistered, refreshRemote, registered, stageOf, versionOf } = await freshPointer();
    await registerRemotesFromPointer(visitorPointer.remotes);
    await ensureRegistered('mfe-blog');
    visitorPointer.remotes['mfe-blog'] = manifest('mfe-blog', '1.9.0');
    await refreshRemote('mfe-blog');
    expect(stageOf('mfe-blog')).toBe('manifest');
    expect(versionOf('mfe-blog')).toBe('1.9.0');
    await ensureRegistered('mfe-blog');
    expect(registered().map((remote) => remote.entry)).toEqual([absolute('/remotes/mfe-blog/2.0.0/remoteEntry.js'), absolute('/remotes/mfe-blog/1.9.0/remoteEntry.js')]);
    expect(registerRemotes.mock.calls.at(-1)?.[1]).toEqual({ force: true });
  });

  it('a remote no pointer names rejects its load', async () => {
    const { registerRemotesFromPointer, ensureRegistered } = await freshPointer();
    await registerRemotesFromPointer({ 'mfe-chat': manifest('mfe-chat', '1.0.0') });
    await expect(ensureRegistered('mfe-services')).rejects.toThrow('mfe-services: no pointer names it');
  });
});
