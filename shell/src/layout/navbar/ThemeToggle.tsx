import { ActionIcon, Box } from '@mantine/core';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../theme/themeStore';

export function ThemeToggle() {
  const { theme, toggle } = useThemeStore();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  // Both icons are in the HTML and the colour scheme shows one, so the server's HTML is right in either theme.
  return (
    <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <Box component="span" display="flex" lightHidden>
        <Sun size={18} aria-hidden />
      </Box>
      <Box component="span" display="flex" darkHidden>
        <Moon size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
