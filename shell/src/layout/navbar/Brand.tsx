import { Group, Text } from '@mantine/core';
import { imageUrl, type SiteSettings } from '@site/shared/content';
import { Link } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import classes from './Navbar.module.css';

export function Brand({ settings }: { settings: SiteSettings }) {
  const logo = imageUrl(settings.logo, 80, 80) ?? logoUrl;
  return (
    <Link to="/" className={classes.brand} aria-label={`${settings.siteName} home`}>
      <Group gap={10} wrap="nowrap">
        <img src={logo} alt="" width={36} height={36} />
        <Text component="span" fw={800} fz="lg" className={classes.brandText}>
          {settings.navbarBrandText}
        </Text>
      </Group>
    </Link>
  );
}
