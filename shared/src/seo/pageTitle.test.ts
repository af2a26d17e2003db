import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../config/siteConfig';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  afterEach(() => {
    delete window.__SITE_CONFIG__;
  });

  it("ends every title with the configured firm's name", () => {
    expect(pageTitle('About Us')).toBe(`About Us | ${defaultSiteConfig.siteName}`);
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, siteName: 'Renamed Ltd' };
    expect(pageTitle('About Us')).toBe('About Us | Renamed Ltd');
  });

  it('puts the most specific part first', () => {
    expect(pageTitle('Privacy', 'Policies')).toBe(`Privacy | Policies | ${defaultSiteConfig.siteName}`);
  });
});
