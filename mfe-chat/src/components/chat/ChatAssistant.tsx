import { ActionIcon, Button, Text, TextInput } from '@mantine/core';
import { useFloatingButton } from '@site/shared/ui';
import { Bot, MessageSquare, Send, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { askChat } from './chatApi';
import { isSendable, replyExtras } from './chatKeywords';
import { greetingText, MISSING_REPLY, sendFailedText, technicalDifficultiesText, THANK_YOU } from '../../content/defaults';
import { GREETING_ID, newMessageId, type ChatMessage } from './chatMessages';
import { ChatContactDialog, type ContactDialogOutcome } from './ChatContactDialog';
import { ChatMessageItem, TypingIndicator } from './ChatMessageItem';
import { useChatConversation } from './useChatConversation';
import classes from './ChatWidget.module.css';

const MAX_LENGTH = 1000;

/** The floating assistant: a toggle button and, when open, the conversation panel. */
export function ChatAssistant() {
  const { open, messages, addMessage, setOpen, clear } = useChatConversation();
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  // On phones the toggle waits for the first scroll, so it never sits on the first screen's content.
  const floating = useFloatingButton(50, open);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing, open]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  async function send() {
    if (!isSendable(input) || typing) return;
    const text = input.trim();
    setInput('');
    addMessage({ id: newMessageId(), text, isBot: false });
    setTyping(true);
    const outcome = await askChat(text);
    const reply =
      outcome.kind === 'reply' ? outcome.reply : outcome.kind === 'missing' ? MISSING_REPLY : technicalDifficultiesText();
    setTyping(false);
    addMessage({
      id: newMessageId(),
      text: reply,
      isBot: true,
      ...replyExtras(text, reply),
      sources: outcome.kind === 'reply' ? outcome.sources : undefined,
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onFormOutcome(outcome: ContactDialogOutcome) {
    addMessage(
      outcome === 'sent'
        ? { id: newMessageId(), text: THANK_YOU, isBot: true }
        : { id: newMessageId(), text: sendFailedText(), isBot: true, showContactCards: true },
    );
  }

  const greeting: ChatMessage = { id: GREETING_ID, text: greetingText(), isBot: true };

  return (
    <>
      {open && (
        <section className={classes.panel} id="chat-assistant-panel" aria-label="Chat with our AI assistant">
          <header className={classes.header}>
            <span className={classes.avatar} aria-hidden>
              <Bot size={20} />
            </span>
            <div className={classes.headerText}>
              <Text fw={700} size="sm" component="h2" className={classes.title}>
                AI Assistant
              </Text>
              <Text size="xs" className={classes.subtitle}>
                Our team replies within 24 hours
              </Text>
            </div>
            {messages.length > 0 && (
              <Button
                variant="subtle"
                color="white"
                size="compact-xs"
                onClick={clear}
                leftSection={<Trash2 size={12} aria-hidden />}
                aria-label="Clear conversation"
              >
                Clear
              </Button>
            )}
          </header>

          <div className={classes.log} ref={logRef} role="log" aria-live="polite" aria-label="Conversation">
            {[greeting, ...messages].map((message) => (
              <ChatMessageItem key={message.id} message={message} onOpenForm={() => setFormOpen(true)} />
            ))}
            {typing && <TypingIndicator />}
          </div>

          <div className={classes.composer}>
            <TextInput
              ref={inputRef}
              className={classes.input}
              placeholder="Type your message..."
              aria-label="Type your message"
              value={input}
              maxLength={MAX_LENGTH}
              onChange={(event) => setInput(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <ActionIcon size={36} onClick={() => void send()} aria-label="Send message" disabled={!isSendable(input) || typing}>
              <Send size={18} aria-hidden />
            </ActionIcon>
          </div>
        </section>
      )}

      <ActionIcon
        size={56}
        radius="xl"
        className={`${classes.toggle} ${floating.className}`}
        data-at-top={floating['data-at-top']}
        onClick={() => setOpen(!open)}
        aria-label={open ? 'Close chat' : 'Open chat assistant'}
        aria-expanded={open}
        aria-controls="chat-assistant-panel"
      >
        {open ? <X size={26} aria-hidden /> : <MessageSquare size={26} aria-hidden />}
      </ActionIcon>

      <ChatContactDialog opened={formOpen} onClose={() => setFormOpen(false)} onOutcome={onFormOutcome} />
    </>
  );
}
