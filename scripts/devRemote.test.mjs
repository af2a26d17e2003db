// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_ORIGINS, readDevOverride } from '@site/gateway';
import { devOverrideLink, landingOf, parseDevRemoteArgs } from './devRemote.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';

describe('npm run dev -- <remote> --site <url>', () => {
  it('reads the remote, the site, the port and how long', () => {
    expect(parseDevRemoteArgs(['mfe-blog', '--site', 'http://localhost:5580/', '--port', '5502', '--no-open'])).toEqual({
      remote: 'mfe-blog',
      site: 'http://localhost:5580',
      port: 5502,
      hours: 4,
      open: false,
    });
    expect(() => parseDevRemoteArgs(['mfe-nope'])).toThrow(/Usage/);
    expect(() => parseDevRemoteArgs(['mfe-blog', '--hours', '48'])).toThrow(/at most 12/);
    expect(() => parseDevRemoteArgs(['mfe-blog', '--site', 'not a url'])).toThrow(/--site/);
  });

  it('makes a link to the site that sets a signed override of that remote, landing on its page', async () => {
    const { link } = await devOverrideLink({ remote: 'mfe-blog', devUrl: 'http://localhost:5502', site: 'http://localhost:5580', hours: 1, by: 'ada', secret });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:5580/_preview/dev');
    const override = readDevOverride(url.searchParams.get('pass') ?? '', secret, { enabled: true, origins: DEFAULT_DEV_ORIGINS });
    expect(override).toMatchObject({ remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json', by: 'ada', path: landingOf('mfe-blog') });
    expect(landingOf('mfe-blog')).toBe('/blog');
  });
});
