import { Anchor, Text, Title } from '@mantine/core';
import { headingId } from '@site/shared/content';
import { BookOpen, FileText, HelpCircle, Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { resourcesCopy, type ResourceSection } from '../../content/resourcesHub';
import { CardMoreLink } from '../common/CardMoreLink';
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
      <CardMoreLink to={section.path} label={resourcesCopy.viewAll} about={section.title} />
    </section>
  );
}
