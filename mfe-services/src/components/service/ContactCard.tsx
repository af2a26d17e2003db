import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import classes from './ContactCard.module.css';

/** The side card of a static service page: call, e-mail and WhatsApp, from the site configuration. */
export function ContactCard({ title }: { title: string }) {
  const links = contactLinks();
  const rows = [
    { icon: Phone, label: 'Call us', text: links.phone, href: links.tel, external: false },
    { icon: Mail, label: 'E-mail us', text: links.email, href: links.mailto, external: false },
    { icon: MessageCircle, label: 'Chat on WhatsApp', text: 'Send us a message', href: links.whatsapp, external: true },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} component="aside" aria-labelledby="service-contact-heading">
      <Title order={3} id="service-contact-heading">
        Need {title}?
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        Contact Us
      </Text>
      <Stack gap="sm" mt="md">
        {rows.map(({ icon: Icon, label, text, href, external }) => (
          <Anchor
            key={label}
            href={href}
            className={classes.row}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <span>
              <Text size="xs" c="dimmed" component="span" display="block">
                {label}
              </Text>
              <Text size="sm" fw={600} component="span" display="block" className={classes.value}>
                {text}
              </Text>
            </span>
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}
