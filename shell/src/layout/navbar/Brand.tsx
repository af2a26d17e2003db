import { Box, Group, Text } from '@mantine/core';
import { imageUrl, type SiteSettings } from '@site/shared/content';
import { Link } from 'react-router-dom';
import markUrl from '../../assets/logo.svg?file';
import classes from './Navbar.module.css';

/** The built-in mark beside the brand text, whose colour follows the theme. */
function Wordmark({ text }: { text?: string }) {
  return (
    <Group gap={10} wrap="nowrap">
      <img src={markUrl} alt="" width={36} height={36} />
      <Text component="span" fw={800} fz="lg" className={classes.brandText}>
        {text}
      </Text>
    </Group>
  );
}

/**
 * The editor's logo (a wordmark, 4.75:1 on white) when the content service has one; otherwise the
 * built-in mark beside the brand text. Either way the link is named by the brand text. The editor's
 * wordmark is drawn for a light header (its indigo "Core" is 2.6:1 on the dark one), so the dark
 * theme shows the themed wordmark instead; both are in the HTML and the colour scheme picks one.
 */
export function Brand({ settings }: { settings: SiteSettings }) {
  const logo = imageUrl(settings.logo, 342, 72);
  return (
    <Link to="/" className={classes.brand} aria-label={`${settings.navbarBrandText} – home`}>
      {logo ? (
        <>
          <Box darkHidden data-testid="brand-logo">
            <img src={logo} alt={settings.logo?.alt ?? settings.siteName ?? ''} width={171} height={36} className={classes.logo} />
          </Box>
          <Box lightHidden data-testid="brand-wordmark-dark">
            <Wordmark text={settings.navbarBrandText} />
          </Box>
        </>
      ) : (
        <Wordmark text={settings.navbarBrandText} />
      )}
    </Link>
  );
}
