import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('writes JSON-LD that content cannot break out of', () => {
    render(<Page title="Post" jsonLd={[{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }]} />);
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).headline).toBe('</script><script>alert(1)</script>');
  });
});
