// The server renderer of mfe-services: the gateway renders these pages inside the shell's chrome, in one
// React tree, from this remote's live versioned folder. The browser side is `bootstrap.tsx`.
import type { RemoteServerModule } from '@site/shared/contracts';
import { sitemap } from './content/sitemap';
import { pages } from './pages';

declare let __webpack_public_path__: string;

const server: RemoteServerModule = {
  pages,
  sitemap,
  // Assets (images) resolve against the versioned folder the gateway loaded this file from.
  setPublicPath: (url) => {
    __webpack_public_path__ = url;
  },
};

export default server;
