import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import { ArrowRight, Info } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { LegalIndexCopy } from '../../content/legalIndexes';
import { findLegalEntry, orderEntries } from './legalEntries';
import classes from './LegalIndex.module.css';

/**
 * The /policies and /terms pages: an index of the legal documents with short summaries, each leading
 * to the full page. An `:item` path puts the matching entry first and highlights it; an unknown item
 * says so and lists everything, so no link into these sections ends on a dead page.
 */
export function LegalIndex({ copy }: { copy: LegalIndexCopy }) {
  const { item } = useParams();
  const selected = findLegalEntry(copy.entries, item);
  const unknownItem = item && !selected ? item : null;
  usePageMeta({
    title: selected ? pageTitle(selected.title, copy.metaTitle) : pageTitle(copy.metaTitle),
    description: selected ? selected.summary : copy.metaDescription,
    robots: unknownItem ? 'noindex, follow' : undefined,
  });

  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <header>
          <Title order={1}>{copy.title}</Title>
          <Text size="lg" c="dimmed" mt="sm">
            {copy.intro}
          </Text>
        </header>

        {unknownItem ? (
          <Alert variant="light" color="yellow" icon={<Info size={18} aria-hidden="true" />} role="status">
            {copy.notFound(unknownItem.replace(/-/g, ' '))}
          </Alert>
        ) : null}

        <ul className={classes.list}>
          {orderEntries(copy.entries, selected).map((entry) => {
            const isSelected = entry === selected;
            return (
              <li
                key={entry.id}
                className={classes.entry}
                data-selected={isSelected || undefined}
                aria-current={isSelected ? 'true' : undefined}
                data-testid="legal-entry"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <Title order={2} className={classes.entryTitle}>
                    {entry.title}
                  </Title>
                  {isSelected ? (
                    <Badge variant="filled" radius="sm">
                      Requested
                    </Badge>
                  ) : null}
                </Group>
                <Text c="dimmed" mt={6}>
                  {entry.summary}
                </Text>
                {isSelected ? (
                  <Button component={Link} to={entry.to} mt="md" rightSection={<ArrowRight size={16} aria-hidden="true" />}>
                    {`Read the full ${entry.document}`}
                  </Button>
                ) : (
                  <Anchor component={Link} to={entry.to} className={classes.more} mt="sm">
                    {`Read the full ${entry.document}`}
                    <ArrowRight size={16} aria-hidden="true" />
                  </Anchor>
                )}
              </li>
            );
          })}
        </ul>

        <nav aria-labelledby="legal-other-title" className={classes.other}>
          <Title order={2} id="legal-other-title" className={classes.otherTitle}>
            {copy.otherTitle}
          </Title>
          <Group gap="lg" mt="xs">
            {copy.other.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}
