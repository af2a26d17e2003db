// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routePattern } from './routePattern.mjs';

describe('the route a page path is answered by', () => {
  it('is the route-table path, with its parameters, of the routed page', () => {
    expect(routePattern('mfe-blog/ArticlePage', '/blog/iso-27001-explained')).toBe('/blog/:slug');
    expect(routePattern('mfe-marketing/HomePage', '/')).toBe('/');
    expect(routePattern('mfe-blog/PoliciesPage', '/policies')).toBe('/policies');
    expect(routePattern('mfe-blog/PoliciesPage', '/policies/privacy')).toBe('/policies/:item');
  });

  it('tells apart the paths of a page that answers more than one', () => {
    expect(routePattern('mfe-services/ServicePage', '/services/cmmi-appraisal')).toBe('/services/:slug');
    expect(routePattern('mfe-services/ServicePage', '/cmmi-appraisal')).toBe('/:slug');
  });

  it('is none when no route answers', () => {
    expect(routePattern(undefined, '/no/such/page')).toBeUndefined();
  });
});
