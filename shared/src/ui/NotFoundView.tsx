import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessageView } from './MessageView';

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
  return (
    <MessageView title={title} text={text} status={404}>
      {actions.map(({ label, to, icon }, index) => (
        <Button key={to} component={Link} to={to} variant={index === 0 ? 'filled' : 'light'} leftSection={icon}>
          {label}
        </Button>
      ))}
    </MessageView>
  );
}
