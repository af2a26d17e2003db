import { Anchor, Button, Text } from '@mantine/core';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ChatMessage } from './chatMessages';
import { ContactCards } from './ContactCards';
import { linkTarget } from './linkify';
import { MessageText } from './MessageText';
import classes from './ChatWidget.module.css';

interface ChatMessageItemProps {
  message: ChatMessage;
  onOpenForm: () => void;
}

/** One bubble: the visitor's on the right, the assistant's on the left with its extras. */
export function ChatMessageItem({ message, onOpenForm }: ChatMessageItemProps) {
  const sources = (message.sources ?? []).filter((s) => linkTarget(s.url));
  return (
    <div className={message.isBot ? classes.botRow : classes.userRow} data-testid={message.isBot ? 'chat-bot-message' : 'chat-user-message'}>
      <div className={message.isBot ? classes.botBubble : classes.userBubble}>
        <Text size="sm" className={classes.messageText}>
          {message.isBot ? <MessageText text={message.text} /> : message.text}
        </Text>
        {sources.length > 0 && (
          <div className={classes.sources}>
            <Text component="span" size="xs" c="dimmed">
              Sources:{' '}
            </Text>
            {sources.map((source, index) => {
              const target = linkTarget(source.url)!;
              return (
                <span key={source.url}>
                  {index > 0 && ', '}
                  {target.kind === 'internal' ? (
                    <Anchor component={Link} to={target.to} size="xs">
                      {source.title}
                    </Anchor>
                  ) : (
                    <Anchor href={target.href} target="_blank" rel="noopener noreferrer" size="xs">
                      {source.title}
                    </Anchor>
                  )}
                </span>
              );
            })}
          </div>
        )}
      </div>
      {message.showContactCards && <ContactCards />}
      {message.showContactForm && (
        <Button size="xs" variant="light" mt={6} leftSection={<ClipboardList size={14} aria-hidden />} onClick={onOpenForm}>
          Share Your Requirements
        </Button>
      )}
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className={classes.botRow} role="status" data-testid="chat-typing">
      <div className={`${classes.botBubble} ${classes.typing}`}>
        <span className={classes.dot} aria-hidden />
        <span className={classes.dot} aria-hidden />
        <span className={classes.dot} aria-hidden />
        <span className={classes.srOnly}>Assistant is typing…</span>
      </div>
    </div>
  );
}
