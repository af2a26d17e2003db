// The whole of `@mantine/core`, under a name the share scope does not know: only the kit imports it.
declare module '@site/mantine-core-complete' {
  export * from '@mantine/core';
}
