import { getSiteConfig } from '@site/shared/config';
import { linkTarget } from './linkify';
import type { ChatSource } from './chatMessages';

export type ChatOutcome = { kind: 'reply'; reply: string; sources: ChatSource[] } | { kind: 'missing' } | { kind: 'failed' };

/** The fallback text shows after 10 s: a hung service must not keep a visitor waiting longer. */
export const CHAT_TIMEOUT_MS = 10_000;

/**
 * Asks the chat service (`POST {chat.apiUrl}` with `{message}`). A non-2xx answer counts as a failed
 * request; a 2xx answer without a usable `reply` as a missing reply.
 */
export async function askChat(message: string): Promise<ChatOutcome> {
  let response: Response;
  try {
    response = await fetch(getSiteConfig().chat.apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('[chat] request failed:', error);
    return { kind: 'failed' };
  }
  if (!response.ok) {
    console.error(`[chat] service answered HTTP ${response.status}`);
    return { kind: 'failed' };
  }
  let body: { reply?: unknown; sources?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'missing' };
  }
  if (typeof body?.reply !== 'string' || !body.reply.trim()) return { kind: 'missing' };
  return { kind: 'reply', reply: body.reply, sources: readSources(body.sources) };
}

function readSources(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is ChatSource => typeof s?.title === 'string' && typeof s?.url === 'string' && linkTarget(s.url) !== null)
    .slice(0, 5)
    .map(({ title, url }) => ({ title, url }));
}
