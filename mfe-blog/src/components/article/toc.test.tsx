import { RichText, type PortableTextBlocks } from '@site/shared/content';
import { SafeHtml } from '@site/shared/content/SafeHtml';
import { render } from '@site/shared/test';
import { describe, expect, it } from 'vitest';
import { tocFromHtml } from './htmlBody';
import { buildToc, tocFromBlocks } from './toc';

const block = (style: string, text: string) => ({
  _type: 'block' as const,
  _key: `${style}-${text}`,
  style,
  markDefs: [],
  children: [{ _type: 'span' as const, text }],
});

const content: PortableTextBlocks = [
  block('normal', 'Intro paragraph.'),
  block('h2', 'Why CMMI matters'),
  block('normal', 'Text.'),
  block('h3', 'Levels & practices'),
  block('h4', 'Too deep for the TOC'),
  block('h2', 'Getting started'),
  block('h2', '   '),
];

describe('buildToc', () => {
  it('builds entries from the h2 and h3 blocks, h3 indented one level', () => {
    expect(tocFromBlocks(content)).toEqual([
      { id: 'why-cmmi-matters', text: 'Why CMMI matters', level: 0 },
      { id: 'levels-and-practices', text: 'Levels & practices', level: 1 },
      { id: 'getting-started', text: 'Getting started', level: 0 },
    ]);
  });

  it('gives ids that match the headings RichText renders', () => {
    const { container } = render(<RichText value={content} />);
    for (const entry of tocFromBlocks(content)) {
      expect(container.querySelector(`#${entry.id}`)?.textContent).toBe(entry.text);
    }
  });

  it('prefers the edited table of contents, anchors or slugified headings', () => {
    const toc = buildToc({
      content,
      tableOfContents: [
        { heading: 'Why CMMI matters', anchor: '#why-cmmi-matters', level: 0 },
        { heading: 'Levels & practices', level: 1 },
        { heading: '' },
      ],
    });
    expect(toc).toEqual([
      { id: 'why-cmmi-matters', text: 'Why CMMI matters', level: 0 },
      { id: 'levels-and-practices', text: 'Levels & practices', level: 1 },
    ]);
  });

  it('falls back to the body when the edited list is empty', () => {
    expect(buildToc({ content, tableOfContents: [] })).toHaveLength(3);
  });

  it('builds entries from an HTML body, with the ids SafeHtml renders', () => {
    const html = '<h2>Scope</h2><p>x</p><h3 id="custom">Who is covered</h3><h4>no</h4><h2>Controls <em>that</em> matter</h2>';
    const toc = tocFromHtml(html);
    expect(toc).toEqual([
      { id: 'scope', text: 'Scope', level: 0 },
      { id: 'custom', text: 'Who is covered', level: 1 },
      { id: 'controls-that-matter', text: 'Controls that matter', level: 0 },
    ]);
    const { container } = render(<SafeHtml html={html} />);
    for (const entry of toc) expect(container.querySelector(`#${entry.id}`)).not.toBeNull();
    expect(buildToc({ contentHtml: html }, tocFromHtml)).toEqual(toc);
  });

  it('is empty for a body without headings', () => {
    expect(buildToc({ content: [block('normal', 'Only text')] })).toEqual([]);
    expect(buildToc({})).toEqual([]);
  });
});
