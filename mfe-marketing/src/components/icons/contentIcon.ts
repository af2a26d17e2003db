import {
  Award,
  CheckCircle,
  Clock,
  Globe,
  GraduationCap,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIconName } from '@site/shared/content';

const icons: Record<ContentIconName, LucideIcon> = {
  Shield,
  Zap,
  Globe,
  GraduationCap,
  Award,
  CheckCircle,
  Clock,
  Users,
  TrendingUp,
};

/** Shown for a name an editor typed that the site does not know, so a card never loses its icon. */
export const fallbackIcon: LucideIcon = Sparkles;

/** The lucide icon for an icon name stored in content; unknown or missing names get `fallbackIcon`. */
export function contentIcon(name: string | undefined): LucideIcon {
  const key = name?.trim() as ContentIconName | undefined;
  return (key && Object.hasOwn(icons, key) ? icons[key] : undefined) ?? fallbackIcon;
}
