import { Anchor, Text, Title, VisuallyHidden } from '@mantine/core';
import { headingId } from '@site/shared/content';
import { ArrowRight, BookOpen, FileText, HelpCircle, Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { resourcesCopy, type ResourceSection } from '../../content/resourcesHub';
import classes from './ResourceCard.module.css';

const icons: Record<string, typeof BookOpen> = { '/blog': BookOpen, '/faq': HelpCircle, '/policies': FileText, '/terms': Scale };

/** An item's link: the section path plus the lowercase, hyphenated item title. */
export const resourceItemPath = (section: Pick<ResourceSection, 'path'>, item: ResourceSection['items'][number]) =>
  typeof item === 'string' ? `${section.path}/${headingId(item)}` : item.path;

const itemTitle = (item: ResourceSection['items'][number]) => (typeof item === 'string' ? item : item.title);

/** One hub card: the section, four sample item links and View All. */
export function ResourceCard({ section }: { section: ResourceSection }) {
  const Icon = icons[section.path] ?? FileText;
  const titleId = `resource-${headingId(section.title)}`;
  return (
    <section className={classes.card} aria-labelledby={titleId} data-testid="resource-card">
      <div className={classes.head}>
        <span className={classes.icon}>
          <Icon size={22} aria-hidden="true" />
        </span>
        <Title order={2} id={titleId} className={classes.title}>
          <Link to={section.path} className={classes.titleLink}>
            {section.title}
          </Link>
        </Title>
      </div>
      <Text size="sm" c="dimmed">
        {section.description}
      </Text>
      <ul className={classes.items}>
        {section.items.map((item) => (
          <li key={resourceItemPath(section, item)}>
            <Anchor component={Link} to={resourceItemPath(section, item)} size="sm">
              {itemTitle(item)}
            </Anchor>
          </li>
        ))}
      </ul>
      {/* The section rides in the link's text (hidden), so the name says where it goes and contains what is seen. */}
      <Anchor component={Link} to={section.path} className={classes.viewAll}>
        {resourcesCopy.viewAll}
        <VisuallyHidden>: {section.title}</VisuallyHidden>
        <ArrowRight size={16} aria-hidden="true" />
      </Anchor>
    </section>
  );
}
