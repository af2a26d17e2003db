import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedManifests } from './embeddedManifests';
import { readManifest } from './readManifest';
import { LOAD_RETRIES } from './retrying';

const url = (version: string) => new URL(`/remotes/mfe-forms/${version}/mf-manifest.json`, window.location.href).href;
const manifest = { metaData: { globalName: 'mfe_forms' } };

describe("a remote's manifest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the copy the page carried, with no request', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    embedManifests({ '/remotes/mfe-forms/1.0.0/mf-manifest.json': manifest });
    expect(await readManifest(url('1.0.0'))).toEqual(manifest);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('is fetched otherwise, a dropped request or a cut-off answer tried again', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(new Response('{"metaData":')), () => Promise.resolve(Response.json(manifest))];
    const fetched = vi.fn(() => answers.shift()!());
    vi.stubGlobal('fetch', fetched);
    expect(await readManifest(url('1.1.0'))).toEqual(manifest);
    expect(fetched).toHaveBeenCalledTimes(3);
    expect(fetched).toHaveBeenCalledWith(url('1.1.0'));
  });

  it(`fails after ${LOAD_RETRIES} retries, with the last answer's reason`, async () => {
    const fetched = vi.fn(async () => new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    await expect(readManifest(url('1.2.0'))).rejects.toThrow(`${url('1.2.0')}: HTTP 404`);
    expect(fetched).toHaveBeenCalledTimes(1 + LOAD_RETRIES);
  });
});
