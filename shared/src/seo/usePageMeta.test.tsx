import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../config/siteConfig';
import { usePageMeta, type PageMeta } from './usePageMeta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const descriptions = () => [...document.head.querySelectorAll('meta[name="description"]')].map((el) => el.getAttribute('content'));

describe('usePageMeta', () => {
  it("replaces the previous page's tags, including the shell's default description", () => {
    document.head.innerHTML = '<meta data-page-meta name="description" content="Shell default">';
    const { rerender } = render(<Page title="Audit Services | ComplianceCore" description="Audits." canonical="https://example.com/audit" />);
    expect(document.title).toBe('Audit Services | ComplianceCore');
    expect(descriptions()).toEqual(['Audits.']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/audit');

    rerender(<Page title="FAQ" description="Questions." robots="noindex, follow" />);
    expect(descriptions()).toEqual(['Questions.']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // No canonical given: the page's own URL on the site, replacing the previous page's.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${defaultSiteConfig.siteUrl}${window.location.pathname}`);
  });

  it('defaults the canonical URL to the configured site URL of the current path, not the Host it was reached at', () => {
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, siteUrl: 'https://www.example.com' };
    window.history.pushState({}, '', '/faq/iso-27001?utm_source=mail');
    try {
      render(<Page title="FAQ" description="Questions." />);
      expect(window.location.origin).not.toBe('https://www.example.com');
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/faq/iso-27001');
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.example.com/faq/iso-27001');
    } finally {
      delete window.__SITE_CONFIG__;
      window.history.pushState({}, '', '/');
    }
  });

  it('writes the title and description for link previews too', () => {
    render(<Page title="Audit Services | ComplianceCore" description="Audits." />);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Audit Services | ComplianceCore');
    expect(document.head.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', 'Audit Services | ComplianceCore');
    expect(document.head.querySelector('meta[name="twitter:description"]')).toHaveAttribute('content', 'Audits.');
  });

  it('writes JSON-LD that content cannot break out of', () => {
    render(<Page title="Post" jsonLd={[{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }]} />);
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).headline).toBe('</script><script>alert(1)</script>');
  });
});
