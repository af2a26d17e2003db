import { describe, expect, it } from 'vitest';
import { linkify, linkTarget, type ReplyPart } from './linkify';

// A link part shows the link as the reply wrote it.
const text = (value: string): ReplyPart => ({ kind: 'text', text: value });
const internal = (path: string): ReplyPart => ({ kind: 'internal', text: path, to: path });
const external = (url: string): ReplyPart => ({ kind: 'external', text: url, href: url });
const email = (address: string): ReplyPart => ({ kind: 'email', text: address, href: `mailto:${address}` });

describe('linkify', () => {
  it.each([
    [
      'turns site paths into internal links without the sentence punctuation',
      'Read more on Audit Services: /audit. See also /blog/zero-trust-mid-sized-firms.',
      [text('Read more on Audit Services: '), internal('/audit'), text('. See also '), internal('/blog/zero-trust-mid-sized-firms'), text('.')],
    ],
    [
      'turns URLs and e-mail addresses into external and mailto links',
      'WhatsApp https://wa.me/919848012345, or advisory@compliancecore.example.',
      [text('WhatsApp '), external('https://wa.me/919848012345'), text(', or '), email('advisory@compliancecore.example'), text('.')],
    ],
    ['leaves fractions, "and/or" and lone slashes as text', 'Support 24/7 and/or on call / on site', [text('Support 24/7 and/or on call / on site')]],
    [
      'keeps HTML as plain text and never links script URLs',
      '<img src=x onerror=alert(1)> javascript:alert(1) //evil.example',
      [text('<img src=x onerror=alert(1)> javascript:alert(1) //evil.example')],
    ],
  ])('%s', (_behaviour, reply, parts) => {
    expect(linkify(reply)).toEqual(parts);
  });

  it('keeps a link in parentheses without the closing parenthesis', () => {
    const parts = linkify('(see /faq)');
    expect(parts[1]).toEqual(internal('/faq'));
    expect(parts[2]).toEqual(text(')'));
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
