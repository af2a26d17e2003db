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
