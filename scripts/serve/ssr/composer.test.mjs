// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderedUrl } from './composer.mjs';

describe('the URL a page is rendered and cached by', () => {
  it('keeps the path and only the query parameters the routed page reads', () => {
    expect(renderedUrl('/blog?utm_source=news&category=ISO&x=1', 'mfe-blog/BlogListPage')).toBe('/blog?category=ISO');
    expect(renderedUrl('/blog?q=audit&category=Security', 'mfe-blog/BlogListPage')).toBe('/blog?q=audit&category=Security');
    expect(renderedUrl('/advisory?cachebuster=123', 'mfe-services/ServicePage')).toBe('/advisory');
  });

  it('drops every query parameter of a path no page answers', () => {
    expect(renderedUrl('/no/such/page?q=1', undefined)).toBe('/no/such/page');
  });
});
