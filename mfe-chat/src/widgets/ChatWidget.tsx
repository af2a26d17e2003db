import type { RemoteWidget } from '@site/shared/contracts';

// Placeholder: issue #8 builds the chat assistant. Renders nothing until then.
const ChatWidget: RemoteWidget = () => null;

export default ChatWidget;
