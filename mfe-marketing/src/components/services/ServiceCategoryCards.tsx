import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { defaultNavigationMenu, mergeDefaults, type NavigationMenu } from '@site/shared/content';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contentIcon } from '../icons/contentIcon';
import classes from './ServiceCategoryCards.module.css';

/** The four service categories of `navigationMenu`, each listing its services as links to /{slug}. */
export function ServiceCategoryCards({ menu }: { menu?: NavigationMenu | null }) {
  const data = mergeDefaults(defaultNavigationMenu as NavigationMenu, menu);
  const categories = data.serviceCategories ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {categories.map((category, index) => {
        const Icon = contentIcon(category.icon);
        const headingKey = `category-${category.id ?? index}`;
        return (
          <Card
            key={category._key ?? category.id ?? index}
            component="section"
            aria-labelledby={headingKey}
            withBorder
            radius="lg"
            padding="xl"
            className={classes.card}
            data-testid="service-category"
          >
            <ThemeIcon size={52} radius="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} size="h3" id={headingKey} mt="md" className={classes.title}>
              {category.title}
            </Title>
            {category.description ? (
              <Text c="dimmed" mt="xs">
                {category.description}
              </Text>
            ) : null}
            <Stack component="ul" gap={4} mt="md" className={classes.list}>
              {(category.services ?? [])
                .filter((service) => service.slug)
                .map((service) => (
                  <li key={service.slug}>
                    <Anchor component={Link} to={`/${service.slug}`} className={classes.link}>
                      <ChevronRight size={16} aria-hidden className={classes.chevron} />
                      {service.name}
                    </Anchor>
                  </li>
                ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
