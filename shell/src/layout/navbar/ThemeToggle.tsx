import { ActionIcon, Box } from '@mantine/core';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../theme/themeStore';
import classes from './Navbar.module.css';

export function ThemeToggle() {
  const { theme, toggle } = useThemeStore();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  // Both icons are in the HTML and the colour scheme shows one, so the server's HTML is right in either theme.
  // Shown only where scripts run (the theme lives in localStorage): with JavaScript off it is not
  // there at all rather than a button that does nothing (`html[data-js]`, set by index.html's theme
  // script before first paint, so nothing moves when scripts run).
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={classes.needsScript}
    >
      <Box component="span" display="flex" lightHidden>
        <Sun size={18} aria-hidden />
      </Box>
      <Box component="span" display="flex" darkHidden>
        <Moon size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
