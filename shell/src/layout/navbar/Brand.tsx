import { Group, Text } from '@mantine/core';
import { imageUrl, type SiteSettings } from '@site/shared/content';
import { Link } from 'react-router-dom';
import markUrl from '../../assets/logo.svg';
import classes from './Navbar.module.css';

/**
 * The editor's logo (a wordmark, 4.75:1) when the content service has one; otherwise the built-in
 * mark beside the brand text. Either way the link is named by the brand text.
 */
export function Brand({ settings }: { settings: SiteSettings }) {
  const logo = imageUrl(settings.logo, 342, 72);
  return (
    <Link to="/" className={classes.brand} aria-label={`${settings.navbarBrandText} – home`}>
      {logo ? (
        <img src={logo} alt={settings.logo?.alt ?? settings.siteName ?? ''} width={171} height={36} className={classes.logo} />
      ) : (
        <Group gap={10} wrap="nowrap">
          <img src={markUrl} alt="" width={36} height={36} />
          <Text component="span" fw={800} fz="lg" className={classes.brandText}>
            {settings.navbarBrandText}
          </Text>
        </Group>
      )}
    </Link>
  );
}
