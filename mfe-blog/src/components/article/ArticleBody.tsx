import { Text } from '@mantine/core';
import { RichText, SafeHtml, type BlogPost } from '@site/shared/content';
import { hasBlocks } from './toc';
import classes from './ArticleBody.module.css';

/** The article text: Portable Text, else the HTML body (sanitized by SafeHtml), else the excerpt. */
export function ArticleBody({ post }: { post: BlogPost }) {
  return (
    <div className={classes.body} data-testid="article-body">
      {hasBlocks(post.content) ? (
        <RichText value={post.content} />
      ) : post.contentHtml ? (
        <SafeHtml html={post.contentHtml} />
      ) : (
        <Text>{post.excerpt}</Text>
      )}
    </div>
  );
}
