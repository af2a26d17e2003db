import type { StandaloneRoute } from '@site/shared/standalone';
import ChatWidget from './widgets/ChatWidget';

/** Standalone, the widget floats over an empty page (`npm run dev -w mfe-chat`). */
export const standaloneRoutes: StandaloneRoute[] = [{ path: '*', Page: ChatWidget }];
