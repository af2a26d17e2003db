/** The anchor id of a heading: lowercase, hyphenated, ASCII. TOC entries and rendered headings agree on it. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Plain text of a Portable Text block, for ids and search. */
export function blockText(block: { children?: Array<{ text?: string }> }): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}
