// The whole packages, under names the share scope does not know: only the kits import them.
declare module '@site/complete/@mantine/core' {
  export * from '@mantine/core';
}
declare module '@site/complete/react-router-dom' {
  export * from 'react-router-dom';
}
declare module '@site/complete/@sanity/image-url' {
  export * from '@sanity/image-url';
}
declare module '@site/complete/@portabletext/react' {
  export * from '@portabletext/react';
}
// A kit under a name of its own (`mantineForms.ts`): what the forms remote imports from it is Mantine's.
declare module '@mantine/core/forms' {
  export { Checkbox, Fieldset, Radio, Stepper } from '@mantine/core';
}
declare module '@mantine/core/fields' {
  export { NativeSelect, Textarea } from '@mantine/core';
}
