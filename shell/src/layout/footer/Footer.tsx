import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contactLinks, telHref } from '@site/shared/config';
import { imageUrl } from '@site/shared/content';
import { AtSign, Briefcase, Globe, Mail, MapPin, Phone, PlayCircle, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import accreditationUrl from '../../assets/accreditation.svg';
import { useContactInfo, useSiteSettings } from '../../content/useShellContent';
import classes from './Footer.module.css';
import { footerColumns } from './footerLinks';
import { socialHref } from './socialHref';

// lucide no longer ships brand marks; each network gets a plain symbol and its name as the label.
const socialIcons: Record<string, typeof Globe> = { linkedin: Briefcase, x: AtSign, twitter: AtSign, youtube: PlayCircle, facebook: Users };

export function Footer() {
  const settings = useSiteSettings();
  const info = useContactInfo();
  const links = contactLinks();
  const accreditation = imageUrl(settings.accreditationLogo, 400, 144) ?? accreditationUrl;
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer} data-testid="footer">
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="sm" className={classes.about}>
            <Title order={2} size="h4">
              {settings.siteName}
            </Title>
            <Text size="sm">{settings.footerDescription}</Text>
            <Text size="sm" fw={700}>
              22+ years of experience
            </Text>
            <img src={accreditation} alt={settings.accreditationLogo?.alt ?? settings.accreditationText} width={160} height={58} loading="lazy" />
          </Stack>
          {footerColumns.map((column) => (
            <Stack key={column.title} gap={6}>
              <Title order={2} size="h5">
                {column.title}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.label} component={Link} to={link.to} size="sm" className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
          <Stack gap={8}>
            <Title order={2} size="h5">
              Reach us
            </Title>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <MapPin size={16} aria-hidden className={classes.icon} />
              <Text size="sm" component="address" className={classes.address}>
                {[...(info.addressLines ?? []), [info.city, info.postalCode].filter(Boolean).join(' '), info.country]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            </Group>
            {(info.phones ?? []).map((phone) => (
              <Group key={phone} gap={8} wrap="nowrap">
                <Phone size={16} aria-hidden className={classes.icon} />
                <Anchor href={telHref(phone)} size="sm" className={classes.link}>
                  {phone}
                </Anchor>
              </Group>
            ))}
            <Group gap={8} wrap="nowrap">
              <Mail size={16} aria-hidden className={classes.icon} />
              <Anchor href={`mailto:${info.email ?? links.email}`} size="sm" className={classes.link}>
                {info.email ?? links.email}
              </Anchor>
            </Group>
            <Group gap="xs" mt="xs" aria-label="Social links">
              {(settings.socialLinks ?? []).map((social) => {
                const href = socialHref(social.url);
                // A link that is not a web address (`javascript:`, `//host`, empty) is left out.
                if (!href) return null;
                const Icon = socialIcons[(social.platform ?? '').toLowerCase()] ?? Globe;
                return (
                  <ActionIcon
                    key={social.platform}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    radius="xl"
                    aria-label={social.platform}
                  >
                    <Icon size={16} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text size="sm" ta="center" mt={40} className={classes.copyright}>
          © {year} {settings.siteName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
