import { ActionIcon, Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { contactLinks, telHref } from '@site/shared/config';
import { imageUrl } from '@site/shared/content';
import { AtSign, Briefcase, Globe, Mail, MapPin, Phone, PlayCircle, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import accreditationUrl from '../../assets/accreditation.svg?file';
import { useContactInfo, useSiteSettings } from '../../content/useShellContent';
import classes from './Footer.module.css';
import { footerColumns } from './footerLinks';
import { socialHref } from './socialHref';

// lucide no longer ships brand marks; each network gets a plain symbol and its name as the label.
const socialIcons: Record<string, typeof Globe> = { linkedin: Briefcase, x: AtSign, twitter: AtSign, youtube: PlayCircle, facebook: Users };

/** The largest the seal is asked for: twice its displayed height, and up to 2.5 times as wide. */
export const SEAL_BOX = { width: 480, height: 192 } as const;

export function Footer() {
  const settings = useSiteSettings();
  const info = useContactInfo();
  const links = contactLinks();
  // A box for the seal at 2x its 96 px display height, fitted (not cropped): the seal keeps its own
  // proportions (a fixed crop box cut it to a strip).
  const accreditation = imageUrl(settings.accreditationLogo, SEAL_BOX.width, SEAL_BOX.height, 'max') ?? accreditationUrl;
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer} data-testid="footer">
      {/* The pages' container width, so the footer lines up with the content above it. */}
      <Container size="lg" py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Stack gap="sm" className={classes.about}>
              <Title order={2} size="h4">
                {settings.siteName}
              </Title>
              <Text size="sm">{settings.footerDescription}</Text>
              <Text size="sm" fw={700}>
                22+ years of experience
              </Text>
              <img
                src={accreditation}
                alt={settings.accreditationLogo?.alt ?? settings.accreditationText}
                height={96}
                className={classes.seal}
                loading="lazy"
                data-testid="footer-seal"
              />
            </Stack>
          </Grid.Col>
          {footerColumns.map((column) => (
            <Grid.Col key={column.title} span={{ base: 12, sm: 6, md: 2 }}>
              <Stack gap={6}>
                <Title order={2} size="h5">
                  {column.title}
                </Title>
                {column.links.map((link) => (
                  <Anchor key={link.label} component={Link} to={link.to} size="sm" className={classes.link}>
                    {link.label}
                  </Anchor>
                ))}
              </Stack>
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
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
                <Anchor href={`mailto:${info.email ?? links.email}`} size="sm" className={classes.email} data-testid="footer-email">
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
          </Grid.Col>
        </Grid>
        <Text size="sm" ta="center" mt={40} className={classes.copyright}>
          © {year} {settings.siteName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
