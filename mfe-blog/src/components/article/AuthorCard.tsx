import { Text, Title } from '@mantine/core';
import { useState } from 'react';
import { articleCopy, authorBlurb } from '../../content/defaults';
import { authorAvatarUrl, initialsOf } from './author';
import classes from './AuthorCard.module.css';

/**
 * About the Author: an initials avatar from the avatar service and the fixed author blurb. The same
 * initials are drawn locally underneath, so they show while the picture loads and stay when it
 * cannot load at all (offline, blocked, service down).
 */
export function AuthorCard({ author }: { author: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className={classes.card} aria-labelledby="about-author-title" data-testid="author-card">
      <span className={classes.avatarFrame}>
        <span className={classes.initials} aria-hidden={imageFailed ? undefined : true} role={imageFailed ? 'img' : undefined} aria-label={imageFailed ? author : undefined} data-testid="author-initials">
          {initialsOf(author)}
        </span>
        {imageFailed ? null : (
          <img
            className={classes.avatar}
            src={authorAvatarUrl(author)}
            alt={author}
            width={72}
            height={72}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setImageFailed(true)}
          />
        )}
      </span>
      <div className={classes.text}>
        <Title order={2} id="about-author-title" className={classes.heading}>
          {articleCopy.aboutAuthor}
        </Title>
        <Text fw={600}>{author}</Text>
        <Text c="dimmed" size="sm" mt={4}>
          {authorBlurb(author)}
        </Text>
      </div>
    </section>
  );
}
