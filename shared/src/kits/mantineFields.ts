// The text areas and select boxes, provided to the share scope as `@mantine/core/fields` (see the
// README beside this file): the same Mantine modules as the `@mantine/core` kit, in a file of their
// own that only the pages and widgets with such a field load (the contact and quote forms, the blog's
// filters, the chat's contact form), not every page's boot.
export { NativeSelect, Textarea } from '@site/complete/@mantine/core';
