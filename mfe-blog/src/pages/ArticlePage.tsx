import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import { useContentQuery, type BlogPost } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArticleBody } from '../components/article/ArticleBody';
import { ArticleHeader } from '../components/article/ArticleHeader';
import { articleMeta, articleUrl } from '../components/article/articleMeta';
import { AuthorCard } from '../components/article/AuthorCard';
import { MobileToc } from '../components/article/MobileToc';
import { RelatedArticles } from '../components/article/RelatedArticles';
import { ShareBox } from '../components/article/ShareBox';
import { TocSidebar } from '../components/article/TocSidebar';
import { buildToc } from '../components/article/toc';
import { useTocNavigation } from '../components/article/useTocNavigation';
import { findFallbackPost } from '../components/blog/posts';
import { NewsletterBox } from '../components/newsletter/NewsletterBox';
import { articleCopy, newsletterCopy, siteBrand } from '../content/defaults';
import { blogPostQuery } from '../content/queries';
import classes from './ArticlePage.module.css';

/** The article to show: the service's post, else a built-in post with that slug or id, else none. */
export function resolveArticle(state: { loading: boolean; data: BlogPost | null }, slug: string) {
  if (state.loading) return { post: null, builtIn: false };
  const fromService = state.data && typeof state.data === 'object' && !Array.isArray(state.data) ? state.data : null;
  if (fromService) return { post: fromService, builtIn: false };
  const builtIn = findFallbackPost(slug);
  return { post: builtIn ?? null, builtIn: Boolean(builtIn) };
}

const ArticlePage: RemotePage = () => {
  const { slug = '' } = useParams();
  const { loading, data } = useContentQuery<BlogPost>(blogPostQuery, { slug });
  const { post, builtIn } = resolveArticle({ loading, data }, slug);
  if (loading) return <ArticleLoading />;
  if (!post) return <ArticleNotFound />;
  return <ArticleView key={post._id ?? slug} post={post} builtIn={builtIn} />;
};

function ArticleLoading() {
  usePageMeta({ title: `Blog | ${siteBrand}` });
  return (
    <Container size="lg" py={96}>
      <Stack align="center" gap="md" role="status">
        <Loader size="lg" aria-hidden="true" />
        <Text>{articleCopy.loading}</Text>
      </Stack>
    </Container>
  );
}

function ArticleNotFound() {
  usePageMeta({ title: `${articleCopy.notFoundTitle} | ${siteBrand}`, description: articleCopy.notFoundText, robots: 'noindex, follow', status: 404 });
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{articleCopy.notFoundTitle}</Title>
        <Text size="lg" c="dimmed">
          {articleCopy.notFoundText}
        </Text>
        <Button component={Link} to="/blog" leftSection={<ArrowLeft size={16} aria-hidden="true" />}>
          {articleCopy.backToBlog}
        </Button>
      </Stack>
    </Container>
  );
}

function ArticleView({ post, builtIn }: { post: BlogPost; builtIn: boolean }) {
  const { siteUrl } = getSiteConfig();
  usePageMeta(articleMeta(post, siteUrl));
  const toc = useMemo(() => buildToc(post), [post]);
  const { activeId, goTo } = useTocNavigation(toc);
  const author = post.author?.trim() || articleCopy.defaultAuthor;
  const hasToc = toc.length > 0;

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={48}>
        <ArticleHeader post={post} author={author} />
        <div className={classes.layout} data-has-toc={hasToc || undefined}>
          {hasToc ? (
            <aside className={classes.aside}>
              <TocSidebar entries={toc} activeId={activeId} onSelect={goTo} />
            </aside>
          ) : null}
          <div className={classes.main}>
            {hasToc ? <MobileToc entries={toc} activeId={activeId} onSelect={goTo} /> : null}
            <ArticleBody post={post} />
            <ShareBox url={articleUrl(post, siteUrl)} title={post.title ?? ''} />
            <AuthorCard author={author} />
            <NewsletterBox title={newsletterCopy.article.title} text={newsletterCopy.article.text} variant="card" />
          </div>
        </div>
        <RelatedArticles article={post} builtIn={builtIn} />
      </Stack>
    </Container>
  );
}

export default ArticlePage;
