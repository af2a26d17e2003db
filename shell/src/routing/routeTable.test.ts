import { remotePages } from '@site/shared/contracts';
import { describe, expect, it } from 'vitest';
import { redirects, routeTable } from './routeTable';

describe('route table', () => {
  it('routes every page a remote exposes', () => {
    const routed = new Set(routeTable.map((route) => route.page));
    for (const [remote, pages] of Object.entries(remotePages)) {
      for (const page of Object.keys(pages)) expect(routed).toContain(`${remote}/${page}`);
    }
  });

  it('gives each public route to its owner', () => {
    const owner = (path: string) => routeTable.find((route) => route.path === path)?.page.split('/')[0];
    for (const path of ['/', '/about', '/services', '/privacy-policy', '/terms-of-use', '/disclaimer', '/refund']) expect(owner(path)).toBe('mfe-marketing');
    for (const path of ['/blog', '/blog/:slug', '/resources', '/policies', '/terms']) expect(owner(path)).toBe('mfe-blog');
    for (const path of ['/faq', '/services/:slug', '/:slug']) expect(owner(path)).toBe('mfe-services');
    for (const path of ['/contact', '/get-quote']) expect(owner(path)).toBe('mfe-forms');
  });

  it('keeps the footer link /refund-cancellation alive', () => {
    expect(redirects).toContainEqual({ from: '/refund-cancellation', to: '/refund' });
  });
});
