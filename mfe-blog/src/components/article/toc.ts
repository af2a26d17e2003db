import { blockText, headingId, type BlogPost, type PortableTextBlocks } from '@site/shared/content';

/** A table-of-contents entry: the heading's id, its text, and its level (0 = h2, 1 = h3). */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

const levelOfStyle: Record<string, number> = { h2: 0, h3: 1 };

/** Entries from the rich text body's h2 and h3 blocks; ids as `RichText` gives them. */
export function tocFromBlocks(blocks: PortableTextBlocks | undefined): TocEntry[] {
  return (blocks ?? []).flatMap((block) => {
    if (block._type !== 'block' || !block.style || !(block.style in levelOfStyle)) return [];
    const text = blockText(block).trim();
    return text ? [{ id: headingId(text), text, level: levelOfStyle[block.style] }] : [];
  });
}

/**
 * The article's table of contents: the editor's list when there is one, else the body's headings.
 * `fromHtml` reads the headings of an HTML body (`htmlBody.tsx`, loaded only for such an article).
 */
export function buildToc(post: Pick<BlogPost, 'tableOfContents' | 'content' | 'contentHtml'>, fromHtml?: (html: string) => TocEntry[]): TocEntry[] {
  const edited = (post.tableOfContents ?? []).flatMap((item) => {
    const text = item.heading?.trim();
    if (!text) return [];
    return [{ id: item.anchor?.trim().replace(/^#/, '') || headingId(text), text, level: Math.max(0, item.level ?? 0) }];
  });
  if (edited.length > 0) return edited;
  if (hasBlocks(post.content)) return tocFromBlocks(post.content);
  return post.contentHtml && fromHtml ? fromHtml(post.contentHtml) : [];
}

export const hasBlocks = (content: PortableTextBlocks | undefined): content is PortableTextBlocks =>
  Array.isArray(content) && content.length > 0;

/** The heading element of an entry; falls back to the text's id when an edited anchor is off. */
export function findHeading(entry: TocEntry): HTMLElement | null {
  return document.getElementById(entry.id) ?? document.getElementById(headingId(entry.text));
}
