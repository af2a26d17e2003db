import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Open/closed state of a menu that closes whenever the route changes. */
export function useCloseOnNavigation() {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(false), [pathname]);
  return [opened, setOpened] as const;
}
