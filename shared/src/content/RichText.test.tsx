import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, safeHref } from './RichText';
import { isUsableImageSrc, SafeHtml, sanitizeHtml } from './SafeHtml';
import type { PortableTextBlocks } from './types';

const blocks = [
  { _type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'Gap Analysis & Roadmap', marks: [] }] },
  {
    _type: 'block',
    _key: 'p',
    style: 'normal',
    markDefs: [
      { _type: 'link', _key: 'ext', href: 'https://cmmiinstitute.com/' },
      { _type: 'link', _key: 'bad', href: 'javascript:alert(1)' },
    ],
    children: [
      { _type: 'span', _key: 's2', text: 'See the ', marks: [] },
      { _type: 'span', _key: 's3', text: 'CMMI Institute', marks: ['ext'] },
      { _type: 'span', _key: 's4', text: ' and never ', marks: [] },
      { _type: 'span', _key: 's5', text: 'this', marks: ['bad'] },
    ],
  },
] as unknown as PortableTextBlocks;

describe('RichText', () => {
  it('gives headings stable ids and opens external links safely', () => {
    render(<RichText value={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gap Analysis & Roadmap' })).toHaveAttribute('id', 'gap-analysis-and-roadmap');
    const link = screen.getByRole('link', { name: 'CMMI Institute' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops javascript: links and keeps their text', () => {
    render(<RichText value={blocks} />);
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText(/and never this/)).toBeInTheDocument();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('/contact')).toBe('/contact');
  });

  it('opens a protocol-relative link as the other site it is, not as a page of this one', () => {
    expect(safeHref('//evil.example/x')).toBe('https://evil.example/x');
    expect(safeHref('/\\evil.example/x')).toBe('https://evil.example/x');
    const blocks = [
      { _type: 'block', _key: 'b', style: 'normal', markDefs: [{ _type: 'link', _key: 'l', href: '//evil.example/x' }], children: [{ _type: 'span', _key: 's', text: 'elsewhere', marks: ['l'] }] },
    ] as unknown as PortableTextBlocks;
    render(<RichText value={blocks} />);
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('target', '_blank');
  });
});

describe('SafeHtml', () => {
  it('removes scripts and event handlers and ids its headings', () => {
    const html = '<h2>Why it matters</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    render(<SafeHtml html={html} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toHaveAttribute('id', 'why-it-matters');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('drops form controls content could use to plant fake fields', () => {
    const clean = sanitizeHtml('<p>Pay here</p><input name="card"><textarea>x</textarea><button>Send</button><select><option>a</option></select>');
    expect(clean).not.toMatch(/<(input|textarea|button|select|option)/i);
    expect(clean).toContain('<p>Pay here</p>');
  });

  it('drops images without a usable source, keeps real ones', () => {
    const clean = sanitizeHtml('<p>a</p><img src=x onerror="1"><img><img src=""><img src="/images/team.png" alt="Team"><img src="https://cdn.example.org/p.webp" alt="P">');
    render(<div data-testid="body" dangerouslySetInnerHTML={{ __html: clean }} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/images/team.png', 'https://cdn.example.org/p.webp']);
  });

  it.each([
    ['x', false],
    ['', false],
    ['   ', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/a.png', true],
    ['https://example.org/a', true],
    ['//cdn.example.org/a.jpg', true],
    ['images/chart.svg', true],
    ['data:image/png;base64,AAAA', true],
  ])('isUsableImageSrc(%j) is %s', (src, usable) => {
    expect(isUsableImageSrc(src)).toBe(usable);
  });
});
