import { ActionIcon } from '@mantine/core';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../theme/themeStore';

export function ThemeToggle() {
  const { theme, toggle } = useThemeStore();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </ActionIcon>
  );
}
