import { describe, expect, it } from 'vitest';
import { socialHref } from './socialHref';

describe('socialHref', () => {
  it('keeps absolute web addresses', () => {
    expect(socialHref('https://www.linkedin.com/company/x')).toBe('https://www.linkedin.com/company/x');
  });

  it('drops script, data and protocol-relative links', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example/x', '', undefined, 42, 'https://']) {
      expect(socialHref(url), String(url)).toBeUndefined();
    }
  });
});
