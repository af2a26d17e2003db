import { describe, expect, it } from 'vitest';
import { linkify, linkTarget } from './linkify';

describe('linkify', () => {
  it('turns site paths into internal links without the sentence punctuation', () => {
    expect(linkify('Read more on Audit Services: /audit. See also /blog/zero-trust-mid-sized-firms.')).toEqual([
      { kind: 'text', text: 'Read more on Audit Services: ' },
      { kind: 'internal', text: '/audit', to: '/audit' },
      { kind: 'text', text: '. See also ' },
      { kind: 'internal', text: '/blog/zero-trust-mid-sized-firms', to: '/blog/zero-trust-mid-sized-firms' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('turns URLs and e-mail addresses into external and mailto links', () => {
    expect(linkify('WhatsApp https://wa.me/919848012345, or advisory@compliancecore.example.')).toEqual([
      { kind: 'text', text: 'WhatsApp ' },
      { kind: 'external', text: 'https://wa.me/919848012345', href: 'https://wa.me/919848012345' },
      { kind: 'text', text: ', or ' },
      { kind: 'email', text: 'advisory@compliancecore.example', href: 'mailto:advisory@compliancecore.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves fractions, "and/or" and lone slashes as text', () => {
    expect(linkify('Support 24/7 and/or on call / on site')).toEqual([{ kind: 'text', text: 'Support 24/7 and/or on call / on site' }]);
  });

  it('keeps a link in parentheses without the closing parenthesis', () => {
    const parts = linkify('(see /faq)');
    expect(parts[1]).toEqual({ kind: 'internal', text: '/faq', to: '/faq' });
    expect(parts[2]).toEqual({ kind: 'text', text: ')' });
  });

  it('keeps HTML as plain text and never links script URLs', () => {
    const parts = linkify('<img src=x onerror=alert(1)> javascript:alert(1) //evil.example');
    expect(parts).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> javascript:alert(1) //evil.example' }]);
  });
});

describe('linkTarget', () => {
  it('accepts same-site paths and http(s) only', () => {
    expect(linkTarget('/audit')).toEqual({ kind: 'internal', to: '/audit' });
    expect(linkTarget('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(linkTarget('//evil.example')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('data:text/html,hi')).toBeNull();
  });
});
