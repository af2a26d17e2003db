import { renderStandalone } from '@site/shared/standalone';
import ChatWidget from './widgets/ChatWidget';

// Standalone, the widget floats over an empty page (`npm run dev -w mfe-chat`).
void renderStandalone('mfe-chat', [{ path: '*', Page: ChatWidget }]);
