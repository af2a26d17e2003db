// Portable Text's renderer, which the site's `RichText` uses, provided to the share scope as
// `@portabletext/react` (see the README beside this file): one copy, the shell's, in its packages file
// (~3 KiB brotli). As a file of its own that only a page with rich text asked for, it came a round
// trip after the page file (asked for once the remote's entry had run): on the phone's link ~0.15 s,
// where its bytes in every page's boot take ~15 ms.
export { PortableText } from '@site/complete/@portabletext/react';
