import { type ComponentType, useEffect, useState } from 'react';
import { whenHydrated } from './useHydratedMark';

/**
 * A part of the page with no HTML of its own (it only listens and acts), whose code the boot does
 * not download: its module is asked for once the page has hydrated, and it renders from then on.
 * The server renders nothing for it, so the served HTML is the same.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function AfterHydration(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P>>();
    useEffect(() => {
      let mounted = true;
      void whenHydrated.then(load).then((component) => {
        if (mounted) setLoaded(() => component);
      });
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
