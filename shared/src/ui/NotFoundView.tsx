import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle } from '../seo/pageTitle';
import { usePageMeta } from '../seo/usePageMeta';

export interface NotFoundAction {
  label: string;
  to: string;
  icon?: ReactNode;
}

/** What a "not found" says, written by the app that owns the address. */
export interface NotFoundCopy {
  title: string;
  text: string;
  /** The ways on, the main one first; by default the home page and the services. */
  actions?: NotFoundAction[];
}

const siteWideActions: NotFoundAction[] = [
  { label: 'Go to the home page', to: '/' },
  { label: 'Browse our services', to: '/services' },
];

/**
 * Every "not found" of the site, whoever owns the address: a 404 on the server (`status`), kept out
 * of search results, with the ways on that make sense there (the first is the main one).
 */
export function NotFoundView({ title, text, actions = siteWideActions }: NotFoundCopy) {
  usePageMeta({ title: pageTitle(title), description: text, robots: 'noindex, follow', status: 404 });
  return (
    <Container size="sm" py={96}>
      <Title order={1}>{title}</Title>
      <Text size="lg" mt="md" c="dimmed">
        {text}
      </Text>
      <Group mt="xl">
        {actions.map(({ label, to, icon }, index) => (
          <Button key={to} component={Link} to={to} variant={index === 0 ? 'filled' : 'light'} leftSection={icon}>
            {label}
          </Button>
        ))}
      </Group>
    </Container>
  );
}
