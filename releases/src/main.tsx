import '@mantine/core/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { createRoot } from 'react-dom/client';
import { ReleasePage } from './ReleasePage';

// The same theme as the site (its colours pass contrast checks in both schemes); the scheme chosen
// here is kept in this browser under its own key, apart from the site's.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'release-page-color-scheme' });

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
    <ReleasePage />
  </MantineProvider>,
);
