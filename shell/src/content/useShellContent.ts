import { defaultContactInfo, defaultNavigationMenu, useContent } from '@site/shared/content';
import { useMemo } from 'react';
import { contactInfoQuery, navigationMenuQuery, siteSettingsQuery } from './queries';
import { defaultSiteSettings } from './defaults';

export const useNavigationMenu = () => useContent(navigationMenuQuery, {}, defaultNavigationMenu).data;

export const useSiteSettings = () => useContent(siteSettingsQuery, {}, defaultSiteSettings).data;

export function useContactInfo() {
  const defaults = useMemo(defaultContactInfo, []);
  return useContent(contactInfoQuery, {}, defaults).data;
}
