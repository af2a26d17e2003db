/**
 * A reply split into text and links. The widget renders each part as a React element, so nothing the
 * service sends is ever interpreted as HTML.
 */
export type ReplyPart =
  | { kind: 'text'; text: string }
  | { kind: 'internal'; text: string; to: string }
  | { kind: 'external'; text: string; href: string }
  | { kind: 'email'; text: string; href: string };

// In order of precedence: full URLs, e-mail addresses, then site paths such as /audit or
// /blog/zero-trust. A path must start a word, so "24/7" or "and/or" stay text.
const LINK = /(https?:\/\/[^\s<>"'`]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|((?<=^|[\s(["'])\/[A-Za-z0-9][A-Za-z0-9\-._~/%?=&#]*)/g;

// Sentence punctuation after a link belongs to the sentence.
function trimTrailing(link: string): string {
  let trimmed = link.replace(/[.,;:!?'"]+$/, '');
  while (trimmed.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0)) {
    trimmed = trimmed.slice(0, -1).replace(/[.,;:!?'"]+$/, '');
  }
  return trimmed;
}

/** A link the widget may follow: a same-site path or an http(s) URL; never javascript: or data:. */
export function linkTarget(url: string): { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null {
  if (/^\/(?!\/)/.test(url)) return { kind: 'internal', to: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const link = trimTrailing(match[0]);
    if (!link || link === '/') continue;
    pushText(text.slice(last, start));
    if (match[2]) {
      parts.push({ kind: 'email', text: link, href: `mailto:${link}` });
    } else {
      const target = linkTarget(link);
      if (!target) pushText(link);
      else if (target.kind === 'internal') parts.push({ kind: 'internal', text: link, to: target.to });
      else parts.push({ kind: 'external', text: link, href: target.href });
    }
    last = start + link.length;
  }
  pushText(text.slice(last));
  return parts;
}
