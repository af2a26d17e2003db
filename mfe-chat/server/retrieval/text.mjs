// @ts-check

/**
 * Plain text of a Portable Text value (an array of blocks), a plain string, or nothing. Titles of
 * older service pages are rich text, so every field the index reads goes through here.
 * @param {unknown} value
 * @returns {string}
 */
export function plainText(value) {
  if (typeof value === 'string') return value.trim();
  if (!Array.isArray(value)) return '';
  return value
    .map((block) => {
      if (typeof block === 'string') return block;
      const children = /** @type {{ children?: unknown }} */ (block ?? {}).children;
      if (!Array.isArray(children)) return '';
      return children.map((child) => (typeof child?.text === 'string' ? child.text : '')).join('');
    })
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Portable Text split at its h2/h3 headings: a blog post is indexed section by section, so an answer
 * can point at the part that matched instead of the whole article.
 * @param {unknown} value
 * @returns {{ heading: string; text: string }[]}
 */
export function portableTextSections(value) {
  if (!Array.isArray(value)) return [];
  /** @type {{ heading: string; lines: string[] }[]} */
  const sections = [{ heading: '', lines: [] }];
  for (const block of value) {
    const line = plainText([block]);
    if (!line) continue;
    const style = /** @type {{ style?: unknown }} */ (block ?? {}).style;
    if (style === 'h2' || style === 'h3') sections.push({ heading: line, lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections.filter((s) => s.lines.length > 0).map((s) => ({ heading: s.heading, text: s.lines.join('\n') }));
}

/**
 * Text of an HTML string, for indexing only (it is never sent back as HTML).
 * @param {unknown} html
 */
export function htmlToText(html) {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|div|br)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * Sentences of a text, keeping abbreviations like "e.g." whole enough for a chat reply.
 * @param {string} text
 */
export function sentences(text) {
  // List items and headings end without a full stop; give them one so they stay separate sentences.
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Trims text to at most `max` characters at a word boundary.
 * @param {string} text
 * @param {number} max
 */
export function clip(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s,;:]+$/, '')}…`;
}
