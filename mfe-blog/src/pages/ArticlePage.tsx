import { Container, Stack } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import { resolveDocument, useContentQuery, type BlogPost } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { ContentLoading, NotFoundView, TrackedSuspense, UnavailableView } from '@site/shared/ui';
import { use, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ArticleBody } from '../components/article/ArticleBody';
import { ArticleHeader } from '../components/article/ArticleHeader';
import { articleMeta, articleUrl } from '../components/article/articleMeta';
import { AuthorCard } from '../components/article/AuthorCard';
import { MobileToc } from '../components/article/MobileToc';
import { RelatedArticles } from '../components/article/RelatedArticles';
import { ShareBox } from '../components/article/ShareBox';
import { TocSidebar } from '../components/article/TocSidebar';
import { buildToc } from '../components/article/toc';
import { useHtmlBody } from '../components/article/useHtmlBody';
import { useTocNavigation } from '../components/article/useTocNavigation';
import { findFallbackPost } from '../components/blog/posts';
import { NewsletterBox } from '../components/newsletter/NewsletterBox';
import { loadBuiltInPosts } from '../content/builtInPosts';
import { articleCopy, newsletterCopy } from '../content/defaults';
import { articleNotFoundCopy, articleUnavailableCopy } from '../content/notFoundCopy';
import { blogPostQuery } from '../content/queries';
import classes from './ArticlePage.module.css';

/**
 * `/blog/:slug`: a spinner with the page's own words while the article is on its way (client
 * navigation, Retry; a server-rendered view has it in the HTML), then the article.
 */
const ArticlePage: RemotePage = () => {
  const { slug = '' } = useParams();
  return (
    <TrackedSuspense fallback={<ContentLoading label={articleCopy.loading} spinner testId="article-loading" />}>
      <ArticleContent slug={slug} />
    </TrackedSuspense>
  );
};

/** The content service's post (by slug or id), else a built-in post, else unavailable (the service failed) or not found. */
function ArticleContent({ slug }: { slug: string }) {
  const { data, error } = useContentQuery<BlogPost>(blogPostQuery, { slug });
  // The built-in posts only when the service has no such article (in the browser, a chunk asked for then).
  const source = resolveDocument(data, () => findFallbackPost(use(loadBuiltInPosts()), slug), error);
  if (source.from === 'nowhere') return <NotFoundView {...articleNotFoundCopy} />;
  // The content service failed: the article may well exist, so this is no "not found".
  if (source.from === 'unavailable') return <UnavailableView {...articleUnavailableCopy} />;
  const post = source.from === 'content' ? source.document : source.copy;
  return <ArticleView key={post._id ?? slug} post={post} builtIn={source.from === 'built-in'} />;
}

function ArticleView({ post, builtIn }: { post: BlogPost; builtIn: boolean }) {
  const { siteUrl } = getSiteConfig();
  usePageMeta(articleMeta(post, siteUrl));
  const htmlBody = useHtmlBody(post);
  const toc = useMemo(() => buildToc(post, htmlBody?.tocFromHtml), [post, htmlBody]);
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
            <ArticleBody post={post} SafeHtml={htmlBody?.SafeHtml} />
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
