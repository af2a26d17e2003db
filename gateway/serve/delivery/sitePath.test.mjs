// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitePath } from './sitePath.mjs';

describe('sitePath', () => {
  it('keeps a path on the site, normalised', () => {
    // Encoded slashes stay encoded: a browser does not read them as a new host.
    for (const given of ['/blog', '/blog?category=ISO#top', '/%2F%2Fevil.example']) expect(sitePath(given), given).toBe(given);
    expect(sitePath('/blog/../about')).toBe('/about');
  });

  it('refuses what a browser would open on another site', () => {
    for (const given of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '//evil.example', '/.//evil.example', 'https://evil.example/', 'javascript:alert(1)', 'blog', '']) {
      expect(sitePath(given), JSON.stringify(given)).toBeUndefined();
    }
    expect(sitePath(undefined)).toBeUndefined();
    expect(sitePath(42)).toBeUndefined();
  });
});
