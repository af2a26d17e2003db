import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { contactLinks, getSiteConfig } from '@site/shared/config';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactPageCopy, defaultContactInfo, type CompleteContactInfo } from '../../content/defaults';
import { ContactMap } from './ContactMap';
import { safeHttpsUrl } from './mapUrl';
import classes from './ContactDetails.module.css';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div className={classes.rowBody}>
        <Text size="sm" fw={600} c="dimmed" component="h3" className={classes.rowLabel}>
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

/** The details column: phones, e-mail, postal address, hours and the map, from the contactInfo document. */
export function ContactDetails({ info }: { info: CompleteContactInfo }) {
  const config = getSiteConfig().contact;
  // The page always shows two numbers; a document with fewer is topped up from the site configuration.
  const phones = [info.phones[0] ?? config.phone, info.phones[1] ?? config.phoneAlt];
  // Call and mail links come from the site's one link builder, fed with the document's values.
  const links = contactLinks({ phone: phones[0], phoneAlt: phones[1], email: info.email, whatsapp: info.whatsapp });
  const telLinks = [links.tel, links.telAlt];
  const defaults = defaultContactInfo();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
      <Title order={2} className={classes.title}>
        {contactPageCopy.detailsTitle}
      </Title>
      <Stack gap="lg" mt="lg">
        <DetailRow icon={<Phone size={20} />} label={contactPageCopy.phoneLabel}>
          {phones.map((number, index) => (
            <Anchor key={index} href={telLinks[index]} display="block" className={classes.value}>
              {number}
            </Anchor>
          ))}
        </DetailRow>
        <DetailRow icon={<Mail size={20} />} label={contactPageCopy.emailLabel}>
          <Anchor href={links.mailto} className={classes.value}>
            {info.email}
          </Anchor>
        </DetailRow>
        <DetailRow icon={<MapPin size={20} />} label={contactPageCopy.addressLabel}>
          <Text component="address" className={classes.address}>
            {info.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {info.city} {info.postalCode}
            <br />
            {info.country}
          </Text>
        </DetailRow>
        <DetailRow icon={<Clock size={20} />} label={contactPageCopy.hoursLabel}>
          <Text className={classes.value}>{info.hours}</Text>
        </DetailRow>
        <ContactMap
          embedUrl={safeHttpsUrl(info.mapEmbedUrl, defaults.mapEmbedUrl)}
          link={safeHttpsUrl(info.mapLink, defaults.mapLink)}
          title={contactPageCopy.mapTitle}
          linkText={contactPageCopy.mapLinkText}
        />
      </Stack>
    </Paper>
  );
}
