// Portable Text's renderer, which the site's `RichText` uses, provided to the share scope as
// `@portabletext/react` (see the README beside this file): one copy, the shell's, in a file of its own
// (`onDemandKits`, ~2.7 KiB brotli) that only the pages with rich text load. Their head preloads it
// with the page's own files, so it does not come a round trip after them.
export { PortableText } from '@site/complete/@portabletext/react';
