/** A link a reply drew from, as the chat service returns it. */
export interface ChatSource {
  title: string;
  url: string;
}

/** One line of the conversation (who said it, the text, when, plus the reply's sources). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  showContactCards?: boolean;
  showContactForm?: boolean;
  sources?: ChatSource[];
}

let counter = 0;
export const newMessageId = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export const GREETING_ID = 'greeting';
