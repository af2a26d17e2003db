// The server renderer of mfe-blog: the gateway renders these pages inside the shell's chrome, in one
// React tree, from this remote's live versioned folder. The browser side is `bootstrap.tsx`.
import { remoteServer } from '@site/shared/server';
import { searchParamValues } from './content/searchParamValues';
import { sitemap } from './content/sitemap';
import { pages } from './pages';

export default remoteServer({ pages, sitemap, searchParamValues });
