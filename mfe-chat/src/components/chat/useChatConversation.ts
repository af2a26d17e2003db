import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from './chatMessages';

export const STORAGE_KEY = 'mfe-chat:conversation';

interface StoredChat {
  open: boolean;
  messages: ChatMessage[];
}

function read(): StoredChat {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredChat> | null;
    const messages = Array.isArray(stored?.messages)
      ? stored.messages.filter((m): m is ChatMessage => typeof m?.id === 'string' && typeof m?.text === 'string' && typeof m?.isBot === 'boolean')
      : [];
    return { open: stored?.open === true, messages };
  } catch {
    return { open: false, messages: [] };
  }
}

/**
 * The conversation and whether the chat is open, kept in session storage: they survive route
 * changes and a reload, and end with the browser tab.
 */
export function useChatConversation() {
  const [state, setState] = useState<StoredChat>(read);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked (private mode): the conversation still lives for this page.
    }
  }, [state]);

  const addMessage = useCallback((message: ChatMessage) => setState((s) => ({ ...s, messages: [...s.messages, message] })), []);
  const setOpen = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  const clear = useCallback(() => setState((s) => ({ ...s, messages: [] })), []);

  return { open: state.open, messages: state.messages, addMessage, setOpen, clear };
}
