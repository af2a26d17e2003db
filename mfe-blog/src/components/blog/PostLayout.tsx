import { SimpleGrid } from '@mantine/core';
import type { BlogPost } from '@site/shared/content';
import { PostCard } from './PostCard';
import { splitPosts } from './posts';
import classes from './PostLayout.module.css';

/** Featured post with two side articles beside it, then the rest in a three-column grid (one column below 768 px). */
export function PostLayout({ posts }: { posts: BlogPost[] }) {
  const { featured, side, grid } = splitPosts(posts);
  if (!featured) return null;
  return (
    <div className={classes.layout}>
      <div className={classes.top} data-has-side={side.length > 0 || undefined}>
        <div className={classes.featured}>
          <PostCard post={featured} variant="featured" priority />
        </div>
        {side.length > 0 ? (
          <div className={classes.side}>
            {side.map((post) => (
              <PostCard key={post._id ?? post.slug} post={post} variant="side" />
            ))}
          </div>
        ) : null}
      </div>
      {grid.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="lg" data-testid="post-grid">
          {grid.map((post) => (
            <PostCard key={post._id ?? post.slug} post={post} variant="grid" />
          ))}
        </SimpleGrid>
      ) : null}
    </div>
  );
}
