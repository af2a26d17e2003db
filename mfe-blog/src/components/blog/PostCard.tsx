import { Badge, Group, Text, Title } from '@mantine/core';
import { type BlogPost, placeholderStyle } from '@site/shared/content';
import { DeferredImage } from '@site/shared/ui';
import { Calendar, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { blogListCopy, postImageSize } from '../../content/defaults';
import { CardMoreLink } from '../common/CardMoreLink';
import { formatPostDate, postImage, postPath } from './posts';
import classes from './PostCard.module.css';

export type PostCardVariant = 'featured' | 'side' | 'grid';

/**
 * How wide each card's image is drawn (PostLayout.module.css, in a 1140 px container): the featured
 * card takes two thirds of the row from 768 px, side and grid cards a third; below, the full width.
 */
const IMAGE_SIZES: Record<PostCardVariant, string> = {
  featured: '(min-width: 1140px) 740px, (min-width: 768px) 66vw, 100vw',
  side: '(min-width: 1140px) 370px, (min-width: 768px) 33vw, 100vw',
  grid: '(min-width: 1140px) 370px, (min-width: 768px) 33vw, 100vw',
};

interface PostCardProps {
  post: BlogPost;
  variant?: PostCardVariant;
  /**
   * The page's largest image, above the fold everywhere: fetched first. Every other card's image waits
   * for the page to hydrate (`DeferredImage`), side cards included: they share the first row on a
   * desktop but sit below the fold on a phone, where they would compete with the featured image and
   * with the scripts that make the page's controls work.
   */
  priority?: boolean;
  headingOrder?: 2 | 3;
}

/** One article teaser: image, date, read time, title, excerpt and Read More. */
export function PostCard({ post, variant = 'grid', priority = false, headingOrder = 2 }: PostCardProps) {
  const image = postImage(post);
  const path = postPath(post);
  const date = formatPostDate(post.publishedAt);
  const imageProps = {
    className: classes.image,
    src: image.src,
    srcSet: image.srcSet,
    sizes: image.srcSet ? IMAGE_SIZES[variant] : undefined,
    alt: image.alt,
    width: postImageSize.width,
    height: postImageSize.height,
    'data-testid': 'post-image',
    style: placeholderStyle(image.placeholder),
  };
  return (
    <article className={classes.card} data-variant={variant} data-testid={`${variant}-post`}>
      <Link to={path} className={classes.imageLink} tabIndex={-1} aria-hidden="true">
        {priority ? (
          <img {...imageProps} loading="eager" fetchPriority="high" />
        ) : (
          <DeferredImage {...imageProps} placeholder={image.placeholder} />
        )}
      </Link>
      <div className={classes.body}>
        <Group gap="sm" className={classes.meta} wrap="wrap">
          {post.category ? (
            <Badge variant="light" radius="sm" size="sm">
              {post.category}
            </Badge>
          ) : null}
          {date ? (
            <Text component="span" size="sm" c="dimmed" className={classes.metaItem} data-testid="post-date">
              <Calendar size={14} aria-hidden="true" />
              <time dateTime={post.publishedAt}>{date}</time>
            </Text>
          ) : null}
          {post.readTime ? (
            <Text component="span" size="sm" c="dimmed" className={classes.metaItem} data-testid="post-read-time">
              <Clock size={14} aria-hidden="true" />
              {post.readTime}
            </Text>
          ) : null}
        </Group>
        <Title order={headingOrder} className={classes.title}>
          <Link to={path} className={classes.titleLink}>
            {post.title}
          </Link>
        </Title>
        {post.excerpt ? (
          <Text className={classes.excerpt} c="dimmed" data-testid="post-excerpt">
            {post.excerpt}
          </Text>
        ) : null}
        <CardMoreLink to={path} label={blogListCopy.readMore} about={post.title} />
      </div>
    </article>
  );
}
