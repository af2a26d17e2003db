import { Text, UnstyledButton } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { FileText, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './ChatWidget.module.css';

function Card({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <>
      <span className={classes.cardIcon} aria-hidden>
        {icon}
      </span>
      <span className={classes.cardText}>
        <Text component="span" size="xs" fw={600} display="block">
          {label}
        </Text>
        <Text component="span" size="xs" c="dimmed" display="block" className={classes.cardValue}>
          {value}
        </Text>
      </span>
    </>
  );
}

/** Ways to reach the team, under a bot message: call, e-mail, WhatsApp and the contact page. */
export function ContactCards() {
  const links = contactLinks();
  return (
    <div className={classes.cards} data-testid="chat-contact-cards">
      <UnstyledButton component="a" href={links.tel} className={`${classes.card} ${classes.cardWide}`} data-testid="chat-card-phone">
        <Card icon={<Phone size={16} />} label="Call us" value={links.phone} />
      </UnstyledButton>
      <UnstyledButton component="a" href={links.mailto} className={`${classes.card} ${classes.cardWide}`} data-testid="chat-card-email">
        <Card icon={<Mail size={16} />} label="Email us" value={links.email} />
      </UnstyledButton>
      <UnstyledButton component="a" href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={classes.card}>
        <Card icon={<MessageCircle size={16} />} label="WhatsApp" value="Message us" />
      </UnstyledButton>
      <UnstyledButton component={Link} to="/contact" className={classes.card}>
        <Card icon={<FileText size={16} />} label="Contact page" value="Write to us" />
      </UnstyledButton>
    </div>
  );
}
