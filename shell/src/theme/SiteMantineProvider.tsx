import { MantineContext, MantineProvider, MantineThemeProvider } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';

type Scheme = 'light' | 'dark';

interface KeptStyles {
  variables: string;
  classes: string;
}

/**
 * The theme's CSS variables and responsive classes as the server's Mantine provider wrote them into
 * the page (`<style data-mantine-styles>`), read before hydration. Both follow from the theme alone,
 * which is fixed, so the browser keeps the server's text instead of computing it again. Undefined on
 * the server and on a page without server HTML (`npm run dev`).
 */
function readKeptStyles(): KeptStyles | undefined {
  if (typeof document === 'undefined') return undefined;
  const variables = document.querySelector('style[data-mantine-styles="true"]');
  const classes = document.querySelector('style[data-mantine-styles="classes"]');
  return variables && classes ? { variables: variables.textContent ?? '', classes: classes.textContent ?? '' } : undefined;
}

const keptStyles = readKeptStyles();

const noop = () => {};

/**
 * What Mantine's own provider gives the page, with the server's styles kept as they are: the same
 * context, theme and elements (so the server HTML hydrates as it is), without the variables'
 * generator and the color-scheme manager, which the boot then does not download. The scheme is the
 * site's own (`themeStore`), forced as the server's provider forces it.
 */
function KeptMantineProvider({ colorScheme, styles, children }: { colorScheme: Scheme; styles: KeptStyles; children: ReactNode }) {
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme: noop,
      clearColorScheme: noop,
      getRootElement: () => document.documentElement,
      classNamesPrefix: 'mantine',
      cssVariablesResolver,
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
    }),
    [colorScheme],
  );
  useEffect(() => document.documentElement.setAttribute('data-mantine-color-scheme', colorScheme), [colorScheme]);
  // The theme's `respectReducedMotion`, as Mantine's provider applies it.
  useEffect(() => document.documentElement.setAttribute('data-respect-reduced-motion', 'true'), []);
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={mantineTheme}>
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: styles.variables }} />
        <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: styles.classes }} />
        {children}
      </MantineThemeProvider>
    </MantineContext>
  );
}

/**
 * The site's Mantine: on the server, Mantine's provider computes the theme's styles into the HTML;
 * in the browser over that HTML, they are kept (`KeptMantineProvider`); without server HTML, Mantine's
 * provider renders them (in the browser a file of its own, `shared/src/kits/mantineCore.ts`).
 */
export function SiteMantineProvider({ colorScheme, children }: { colorScheme: Scheme; children: ReactNode }) {
  if (keptStyles) {
    return (
      <KeptMantineProvider colorScheme={colorScheme} styles={keptStyles}>
        {children}
      </KeptMantineProvider>
    );
  }
  const provider = (
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={colorScheme}>
      {children}
    </MantineProvider>
  );
  // The server renders no boundary here: its HTML is what the kept provider hydrates.
  return typeof document === 'undefined' ? provider : <Suspense fallback={null}>{provider}</Suspense>;
}
