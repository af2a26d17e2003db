// The part of Mantine the site uses, provided to the share scope as `@mantine/core` (see the README
// beside this file). All of Mantine is ~170 KB gzip; this is what every page downloads instead.
import { lazy } from 'react';

export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  CloseButton,
  Container,
  createTheme,
  Grid,
  Group,
  List,
  Loader,
  MantineContext,
  MantineThemeProvider,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@site/complete/@mantine/core';

/**
 * Mantine's own provider computes the theme's CSS variables, which a server-rendered page already has
 * (`shell/src/theme/SiteMantineProvider.tsx` keeps them): only a page without server HTML (`npm run
 * dev`, a remote alone) renders it, so it is a file of its own, loaded then, from the same modules as
 * the kit (one Mantine context).
 */
export const MantineProvider = lazy(() =>
  import(/* webpackChunkName: "mantine-provider" */ '@site/complete/@mantine/core').then(({ MantineProvider: Provider }) => ({ default: Provider })),
);
