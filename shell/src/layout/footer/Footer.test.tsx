import { fakeContent, renderPage, screen } from '@site/shared/test';
import { describe, expect, it } from 'vitest';
import { siteSettingsQuery } from '../../content/queries';
import { Footer, SEAL_BOX } from './Footer';

const seal = { alt: 'Accredited partner seal', asset: { _id: 'image-1874b5809f084ddc1e41799fe77a86017ed9e525-320x320-png', url: '/images/seal.png' } };

describe('Footer', () => {
  it("asks the image service for the content's seal with a width and a height, fitted so it keeps its proportions", () => {
    const content = fakeContent().respond((query) => (query === siteSettingsQuery ? { data: { accreditationLogo: seal } } : { data: null }));
    renderPage(<Footer />, { content });
    const img = screen.getByTestId('footer-seal');
    expect(img).toHaveAttribute('alt', 'Accredited partner seal');
    const params = new URL(img.getAttribute('src')!).searchParams;
    expect(params.get('w')).toBe(String(SEAL_BOX.width));
    expect(params.get('h')).toBe(String(SEAL_BOX.height));
    expect(params.get('fit')).toBe('max');
    // Whole: no strip of the box's proportions cut out of it.
    expect(params.has('rect')).toBe(false);
  });

  it('shows the bundled seal when the content has none', () => {
    renderPage(<Footer />, { content: fakeContent() });
    expect(screen.getByTestId('footer-seal').getAttribute('src')).not.toMatch(/[?&]w=/);
  });
});
