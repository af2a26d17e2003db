import { MantineProvider, TextInput } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';

// A field with a label: its id comes from `useId`, which differs if the two trees differ in shape.
const page = <TextInput label="Your name" defaultValue="Ada" />;

it("hydrates the HTML of Mantine's own provider as it is, the server's styles kept, no recoverable error", async () => {
  const html = renderToString(
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
      {page}
    </MantineProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const styles = [...root.querySelectorAll('style')];
  expect(styles.map((style) => style.dataset.mantineStyles)).toEqual(['true', 'classes']);
  const input = root.querySelector('input');

  // It reads the server's styles when first imported, as the browser's bootstrap does.
  const { SiteMantineProvider } = await import('./SiteMantineProvider');
  const recovered: unknown[] = [];
  // React's development build reports an attribute that differs (a `useId` of another tree shape) here.
  const mismatches = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(root, <SiteMantineProvider colorScheme="dark">{page}</SiteMantineProvider>, { onRecoverableError: (error) => recovered.push(error) });
  });

  expect(recovered).toEqual([]);
  expect(mismatches).not.toHaveBeenCalled();
  // The same elements, not copies React put in their place, and the styles' text as the server wrote it.
  expect([...root.querySelectorAll('style')]).toEqual(styles);
  expect(root.querySelector('input')).toBe(input);
  expect(styles.map((style) => style.outerHTML).join('')).toBe(html.slice(0, html.indexOf('<div')));
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(document.documentElement).toHaveAttribute('data-respect-reduced-motion', 'true');
});
