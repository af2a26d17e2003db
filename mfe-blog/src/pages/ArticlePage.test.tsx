import type { BlogPost } from '@site/shared/content';
import { act, fakeContent, fireEvent, renderPage, screen, waitFor, within, type FakeContent } from '@site/shared/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackPosts } from '../content/fallbackPosts';
import { blogPostQuery, relatedPostsQuery } from '../content/queries';
import ArticlePage from './ArticlePage';

vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), sendToRelay: vi.fn() }));

let content: FakeContent;

const article: BlogPost = {
  _id: 'post-zero-trust',
  slug: 'zero-trust',
  title: 'Zero Trust in Practice',
  excerpt: 'Where to begin.',
  author: 'Ananya Rao',
  publishedAt: '2025-02-03T00:00:00Z',
  category: 'Security',
  readTime: '6 min read',
  content: [
    { _type: 'block', _key: 'a', style: 'h2', markDefs: [], children: [{ _type: 'span', text: 'Identity first' }] },
    { _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', text: 'Use MFA.' }] },
    { _type: 'block', _key: 'c', style: 'h3', markDefs: [], children: [{ _type: 'span', text: 'Phishing-resistant factors' }] },
  ],
  seo: { metaTitle: 'Zero Trust | Test', metaDescription: 'Meta description', faqSchema: true, imageAltText: 'Network graph' },
  faqs: [{ question: 'What is zero trust?', answer: 'Never trust, always verify.' }],
};

const related: BlogPost[] = [
  { _id: 'post-zero-trust', slug: 'zero-trust', title: 'Zero Trust in Practice', category: 'Security' },
  { _id: 'r1', slug: 'iso-controls', title: 'ISO Controls', category: 'Security', excerpt: 'Controls.' },
];

/** The service's answers: the post (`'pending'` while it is on its way) and the related posts. */
function answer(post: BlogPost | null | 'pending', relatedPosts: BlogPost[] = related) {
  content.respond((query) => {
    if (query === blogPostQuery) return post === 'pending' ? 'pending' : { data: post };
    if (query === relatedPostsQuery) return { data: relatedPosts };
    return { data: null };
  });
}

const renderArticle = (slug: string) => renderPage(<ArticlePage />, { route: `/blog/${slug}`, path: '/blog/:slug', content });

beforeEach(() => {
  content = fakeContent();
  document.head.innerHTML = '';
});

describe('ArticlePage', () => {
  it('shows a spinner with "Loading article...", not "Article Not Found", while the article is on its way', () => {
    answer('pending');
    renderArticle('zero-trust');
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading article...');
    expect(loading).toHaveAttribute('aria-live', 'polite');
    expect(within(loading).getByTestId('article-loading-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Article Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('replaces the spinner with the article once it arrives', async () => {
    content = fakeContent({ later: true });
    answer(article);
    renderArticle('zero-trust');
    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zero Trust in Practice' })).toBeInTheDocument();
    expect(screen.queryByText('Loading article...')).not.toBeInTheDocument();
  });

  it('shows Article Not Found for an unknown slug', () => {
    answer(null);
    renderArticle('no-such-post');
    expect(screen.getByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('says the article is unavailable, never "Article Not Found", when the content service failed', () => {
    content.respond((query) => (query === blogPostQuery ? { error: 'content service answered 429' } : { data: null }));
    renderArticle('zero-trust');
    expect(screen.getByRole('heading', { level: 1, name: 'Article temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Article Not Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks the service by slug, which also matches ids', () => {
    answer(article);
    renderArticle('post-zero-trust');
    expect(content.calls).toContainEqual([blogPostQuery, { slug: 'post-zero-trust' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Zero Trust in Practice' })).toBeInTheDocument();
  });

  it('renders meta, body, TOC, share, author, newsletter and related (without the article itself)', () => {
    answer(article);
    renderArticle('zero-trust');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const meta = screen.getByTestId('article-meta');
    for (const text of ['February 3, 2025', 'Ananya Rao', '6 min read', 'Security']) expect(meta).toHaveTextContent(text);
    const toc = screen.getByTestId('toc-sidebar');
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(['#identity-first', '#phishing-resistant-factors']);
    expect(entries[1]).toHaveAttribute('data-level', '1');
    expect(document.getElementById('identity-first')).toHaveTextContent('Identity first');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the Author' })).toBeInTheDocument();
    expect(screen.getByText(/experienced security professional with expertise in information security/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe to our Newsletter' })).toBeInTheDocument();
    const relatedBox = screen.getByTestId('related-articles');
    expect(within(relatedBox).getAllByRole('article')).toHaveLength(1);
    expect(within(relatedBox).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/iso-controls');
  });

  it('hides Related Articles when there are none', () => {
    answer(article, [related[0]]);
    renderArticle('zero-trust');
    expect(screen.queryByTestId('related-articles')).not.toBeInTheDocument();
  });

  it('clicking a TOC entry scrolls to and highlights the heading', () => {
    answer(article);
    renderArticle('zero-trust');
    const heading = document.getElementById('phishing-resistant-factors')!;
    heading.scrollIntoView = vi.fn();
    fireEvent.click(within(screen.getByTestId('toc-sidebar')).getByRole('link', { name: 'Phishing-resistant factors' }));
    expect(heading.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(heading).toHaveAttribute('data-toc-highlight');
    expect(within(screen.getByTestId('toc-sidebar')).getByRole('link', { name: 'Phishing-resistant factors' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('falls back to the author initials when the avatar cannot load', () => {
    answer(article);
    renderArticle('zero-trust');
    const avatar = screen.getByRole('img', { name: 'Ananya Rao' });
    expect(avatar).toHaveAttribute('src', expect.stringContaining('https://ui-avatars.com/api/?name=Ananya%20Rao'));
    fireEvent.error(avatar);
    expect(screen.getByRole('img', { name: 'Ananya Rao' })).toHaveTextContent('AR');
    expect(screen.getByTestId('author-card').querySelector('img')).toBeNull();
  });

  it('sets title, description, robots, canonical and JSON-LD from seo', async () => {
    answer(article);
    renderArticle('zero-trust');
    await waitFor(() => expect(document.title).toBe('Zero Trust | Test'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meta description');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Network graph');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\/zero-trust$/);
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
    const trail = jsonLd[1].itemListElement.map((item: { name: string; item: string }) => [item.name, new URL(item.item).pathname]);
    expect(trail).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Zero Trust in Practice', '/blog/zero-trust'],
    ]);
  });

  it('renders an HTML body sanitized, once its sanitizer has loaded', async () => {
    answer({ ...article, content: undefined, contentHtml: '<h2>Safe</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' });
    // Rendered in an awaited act: the page suspends until the HTML body's module is in.
    await act(async () => {
      renderArticle('zero-trust');
    });
    const body = await screen.findByTestId('article-body');
    expect(body.innerHTML).not.toMatch(/onerror|<script/i);
    expect(document.getElementById('safe')).toHaveTextContent('Safe');
    // Its table of contents comes from the same file.
    expect(screen.getAllByRole('link', { name: 'Safe' }).length).toBeGreaterThan(0);
  });
});

describe('ArticlePage without a post from the service', () => {
  it('shows the built-in post with that slug or id', () => {
    const builtIn = fallbackPosts[2]!;
    for (const slugOrId of [builtIn.slug!, builtIn._id!]) {
      answer(null);
      const { unmount } = renderArticle(slugOrId);
      expect(screen.getByRole('heading', { level: 1, name: builtIn.title })).toBeInTheDocument();
      unmount();
    }
  });
});
