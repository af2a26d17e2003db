import { Text } from '@mantine/core';
import { RichText, type BlogPost } from '@site/shared/content';
import type { ComponentType } from 'react';
import { hasBlocks } from './toc';
import classes from './ArticleBody.module.css';

/**
 * The article text: Portable Text, else the HTML body (sanitized by `SafeHtml`, from `useHtmlBody`),
 * else the excerpt.
 */
export function ArticleBody({ post, SafeHtml }: { post: BlogPost; SafeHtml?: ComponentType<{ html: string }> }) {
  return (
    <div className={classes.body} data-testid="article-body">
      {hasBlocks(post.content) ? (
        <RichText value={post.content} />
      ) : post.contentHtml && SafeHtml ? (
        <SafeHtml html={post.contentHtml} />
      ) : (
        <Text>{post.excerpt}</Text>
      )}
    </div>
  );
}
