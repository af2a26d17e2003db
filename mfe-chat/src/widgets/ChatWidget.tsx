import type { RemoteWidget } from '@site/shared/contracts';
import { ChatAssistant } from '../components/chat/ChatAssistant';

/** The floating AI assistant the shell renders once on every page (bottom-right). */
const ChatWidget: RemoteWidget = () => <ChatAssistant />;

export default ChatWidget;
