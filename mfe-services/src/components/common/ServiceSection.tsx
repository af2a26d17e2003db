import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ServiceSection.module.css';

/**
 * One titled part of a service page, built-in or from content: its text and, from tablet width, its
 * picture beside it (`reverse` puts the picture first, so a long page alternates).
 */
export function ServiceSection({
  title,
  image,
  reverse,
  textClassName,
  children,
}: {
  title?: string;
  image?: ReactNode;
  reverse?: boolean;
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} data-with-image={image ? true : undefined} data-reverse={reverse || undefined}>
      <div className={textClassName ? `${classes.text} ${textClassName}` : classes.text}>
        {title ? (
          <Title order={2} mb="sm">
            {title}
          </Title>
        ) : null}
        {children}
      </div>
      {image ? <div className={classes.image}>{image}</div> : null}
    </section>
  );
}
