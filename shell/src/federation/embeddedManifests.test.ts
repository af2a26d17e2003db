import { describe, expect, it } from 'vitest';
import { embeddedManifestResponse, embedManifests } from './embeddedManifests';

describe('embedded manifests', () => {
  it('answers the runtime for the manifest the page carried, by its absolute URL', async () => {
    const manifest = { name: 'mfe_services', exposes: [{ name: 'ServicePage' }] };
    embedManifests({ '/remotes/mfe-services/1.2.0/mf-manifest.json': manifest });
    const response = embeddedManifestResponse(new URL('/remotes/mfe-services/1.2.0/mf-manifest.json', window.location.href).href);
    expect(response?.headers.get('content-type')).toBe('application/json');
    expect(await response?.json()).toEqual(manifest);
  });

  it('leaves every other manifest to the network', () => {
    embedManifests({ '/remotes/mfe-services/1.2.0/mf-manifest.json': {} });
    expect(embeddedManifestResponse(new URL('/remotes/mfe-services/1.3.0/mf-manifest.json', window.location.href).href)).toBeUndefined();
    expect(embeddedManifestResponse(new URL('/remotes/mfe-blog/1.0.0/mf-manifest.json', window.location.href).href)).toBeUndefined();
  });
});
