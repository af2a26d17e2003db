// The part of Mantine the site uses. It is what every app provides to the Module Federation share
// scope under the name `@mantine/core` (see `shared/build/sharedDependencies.mjs`): a shared package
// is built whole, because the build cannot know what other apps will import from it, so sharing
// `@mantine/core` itself would ship all of Mantine to every page. Apps keep importing from
// `@mantine/core`; only what is listed here exists at run time.
//
// A component used for the first time must be added here, and the shell released before the remote
// that uses it: the shell's copy is the one every remote gets. `mantineKit.test.ts` fails the build's
// tests when an app imports something that is missing.
export {
  Accordion,
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Collapse,
  Container,
  createTheme,
  Drawer,
  Fieldset,
  Grid,
  Group,
  List,
  Loader,
  MantineProvider,
  Menu,
  Modal,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@site/mantine-core-complete';
