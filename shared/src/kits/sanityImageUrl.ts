// The image URL builder the site's `imageUrl` helper uses, provided to the share scope as
// `@sanity/image-url` (see the README beside this file): one copy per page, the shell's, instead of
// one in the shell and another in every page file that shows a content image.
export { createImageUrlBuilder } from '@site/complete/@sanity/image-url';
