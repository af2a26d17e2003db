// The server renderer of mfe-marketing: the gateway renders these pages inside the shell's chrome, in one
// React tree, from this remote's live versioned folder. The browser side is `bootstrap.tsx`.
import { remoteServer } from '@site/shared/server';
import { pages } from './pages';

export default remoteServer({ pages });
