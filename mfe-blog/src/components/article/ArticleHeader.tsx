import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { type BlogPost, placeholderStyle } from '@site/shared/content';
import { ArrowLeft, Calendar, Clock, User } from 'lucide-react';
import { Link } from 'react-router-dom';
import { articleCopy } from '../../content/defaults';
import { formatPostDate, postImage } from '../blog/posts';
import classes from './ArticleHeader.module.css';

/** Back link, date, author, read time, category, the title and the wide image. */
export function ArticleHeader({ post, author }: { post: BlogPost; author: string }) {
  const date = formatPostDate(post.publishedAt);
  const image = postImage(post, 1600);
  return (
    <header className={classes.header}>
      <Anchor component={Link} to="/blog" className={classes.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {articleCopy.backToBlog}
      </Anchor>
      <Group gap="md" className={classes.meta} wrap="wrap" data-testid="article-meta">
        {date ? (
          <Text component="span" size="sm" c="dimmed" className={classes.metaItem}>
            <Calendar size={15} aria-hidden="true" />
            <time dateTime={post.publishedAt}>{date}</time>
          </Text>
        ) : null}
        <Text component="span" size="sm" c="dimmed" className={classes.metaItem}>
          <User size={15} aria-hidden="true" />
          {author}
        </Text>
        {post.readTime ? (
          <Text component="span" size="sm" c="dimmed" className={classes.metaItem}>
            <Clock size={15} aria-hidden="true" />
            {post.readTime}
          </Text>
        ) : null}
        {post.category ? (
          <Badge variant="light" radius="sm">
            {post.category}
          </Badge>
        ) : null}
      </Group>
      <Title order={1} className={classes.title}>
        {post.title}
      </Title>
      {/* Drawn across the article column: 260 px of contents beside it from 1024 px, none below 768 px. */}
      <img
        className={classes.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? '(min-width: 1140px) 820px, (min-width: 768px) 70vw, 100vw' : undefined}
        alt={image.alt}
        width={1600}
        height={840}
        fetchPriority="high"
        style={placeholderStyle(image.placeholder)}
      />
    </header>
  );
}
