import type { BlogPost } from '@site/shared/content';
import { pageSearchParams } from '@site/shared/contracts';
import { fakeContent, renderPage, screen, within, type FakeContent } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackPosts } from '../content/fallbackPosts';
import BlogListPage from './BlogListPage';

vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), sendToRelay: vi.fn() }));

let content: FakeContent;
const servicePosts: BlogPost[] = Array.from({ length: 7 }, (_, i) => ({
  _id: `id-${i + 1}`,
  slug: i === 6 ? undefined : `post-${i + 1}`,
  title: `Service post ${i + 1}`,
  excerpt: i === 2 ? 'All about consent records' : `Excerpt ${i + 1}`,
  category: i % 2 ? 'Security' : 'Compliance',
  publishedAt: `2025-0${i + 1}-10T00:00:00Z`,
  readTime: `${i + 3} min read`,
}));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderList(route = '/blog') {
  return renderPage(
    <Routes>
      <Route
        path="/blog"
        element={
          <>
            <BlogListPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, content },
  );
}

beforeEach(() => {
  content = fakeContent();
});

describe('BlogListPage', () => {
  it('says "Loading blog posts..." under its heading, and shows no built-in posts, while the posts are on their way', () => {
    content.respond('pending');
    renderList();
    const loading = screen.getByTestId('blog-posts-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveAttribute('aria-live', 'polite');
    expect(loading).toHaveTextContent('Loading blog posts...');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights & Articles' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText(fallbackPosts[0].title!)).not.toBeInTheDocument();
  });

  it('replaces "Loading blog posts..." with the posts once they arrive', async () => {
    content = fakeContent({ later: true }).respond({ data: servicePosts });
    renderList();
    expect(screen.getByTestId('blog-posts-loading')).toHaveTextContent('Loading blog posts...');
    expect(await screen.findByTestId('featured-post')).toBeInTheDocument();
    expect(screen.queryByText('Loading blog posts...')).not.toBeInTheDocument();
  });

  it('shows the built-in posts once the service answered with nothing', () => {
    content.respond({ data: [] });
    renderList();
    expect(screen.queryByText('Loading blog posts...')).not.toBeInTheDocument();
    for (const post of fallbackPosts) expect(screen.getByRole('link', { name: post.title })).toBeInTheDocument();
  });

  it('shows the built-in posts when the service failed', () => {
    content.respond({ error: 'down' });
    renderList();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it("lays out the service's posts: featured, two side, the rest in the grid", () => {
    content.respond({ data: servicePosts });
    renderList();
    expect(screen.getAllByTestId('featured-post')).toHaveLength(1);
    expect(screen.getAllByTestId('side-post')).toHaveLength(2);
    expect(screen.getAllByTestId('grid-post')).toHaveLength(4);
    const featured = screen.getByTestId('featured-post');
    expect(within(featured).getByRole('heading', { name: 'Service post 1' })).toBeInTheDocument();
    expect(within(featured).getByText('January 10, 2025')).toBeInTheDocument();
    expect(within(featured).getByText('3 min read')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/post-1');
    // The post without a slug links by id.
    const last = screen.getAllByTestId('grid-post')[3];
    expect(within(last).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/id-7');
    expect(screen.queryByText(fallbackPosts[0].title!)).not.toBeInTheDocument();
  });

  it('filters from the URL query and writes typed searches back to it', async () => {
    content.respond({ data: servicePosts });
    renderList('/blog?q=CONSENT');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Service post 3' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(search).toHaveValue('CONSENT');

    await userEvent.clear(search);
    await userEvent.type(search, 'post 2');
    expect(screen.getByTestId('location')).toHaveTextContent('?q=post+2');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('filters by category and keeps it in the URL', async () => {
    content.respond({ data: servicePosts });
    renderList();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('All');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['All', 'Compliance', 'Security']);
    await userEvent.selectOptions(select, 'Security');
    expect(screen.getByTestId('location')).toHaveTextContent('?category=Security');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('reads only the query parameters the route table lists for it, which the server renders by', async () => {
    content.respond({ data: servicePosts });
    renderList('/blog?q=post&utm_source=newsletter');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Security');
    const written = [...new URLSearchParams(screen.getByTestId('location').textContent ?? '').keys()].filter((name) => name !== 'utm_source');
    expect(written.sort()).toEqual([...pageSearchParams['mfe-blog/BlogListPage']].sort());
  });

  it('shows the empty message and Clear Filters resets search and category', async () => {
    content.respond({ data: servicePosts });
    renderList('/blog?q=kubernetes&category=Security');
    expect(screen.getByText('No articles found matching your search criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
  });

  it('has the Subscribe Now newsletter box', () => {
    content.respond({ data: servicePosts });
    renderList();
    expect(screen.getByRole('heading', { name: 'Subscribe Now' })).toBeInTheDocument();
  });
});
