// The quote wizard's form controls, provided to the share scope as `@mantine/core/forms` (see the
// README beside this file): the same Mantine modules as the `@mantine/core` kit, in a file of their
// own that only the pages using them load, not every page's boot.
export { Checkbox, Fieldset, Radio, Stepper } from '@site/complete/@mantine/core';
