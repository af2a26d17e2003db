import { describe, expect, it } from 'vitest';
import { embeddedManifest, embedManifests } from './embeddedManifests';

describe('embedded manifests', () => {
  it('answers the manifest the page carried, by its absolute URL', () => {
    const manifest = { name: 'mfe_services', exposes: [{ name: 'ServicePage' }] };
    embedManifests({ '/remotes/mfe-services/1.2.0/mf-manifest.json': manifest });
    expect(embeddedManifest(new URL('/remotes/mfe-services/1.2.0/mf-manifest.json', window.location.href).href)).toEqual(manifest);
  });

  it('leaves every other manifest to the network', () => {
    embedManifests({ '/remotes/mfe-services/1.2.0/mf-manifest.json': {} });
    expect(embeddedManifest(new URL('/remotes/mfe-services/1.3.0/mf-manifest.json', window.location.href).href)).toBeUndefined();
    expect(embeddedManifest(new URL('/remotes/mfe-blog/1.0.0/mf-manifest.json', window.location.href).href)).toBeUndefined();
  });
});
