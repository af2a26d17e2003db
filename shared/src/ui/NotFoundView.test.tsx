import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../config/siteConfig';
import { renderPage, screen } from '../test';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it("says what is missing, is titled with the firm's name and is kept out of search results", () => {
    renderPage(<NotFoundView title="Service not found" text="No service here." actions={[{ label: 'Contact us', to: '/contact' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(`Service not found | ${defaultSiteConfig.siteName}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('offers the home page and the services when the owner names no ways on', () => {
    renderPage(<NotFoundView title="Page not found" text="Nothing here." />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services');
  });
});
