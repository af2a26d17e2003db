// @ts-check
// Plain JavaScript so the seed dataset (run by node) computes its tables of contents with this very
// function: TOC anchors in content and the ids the site gives rendered headings cannot drift apart.

/**
 * The anchor id of a heading: lowercase, hyphenated, ASCII. TOC entries and rendered headings agree on it.
 * @param {string} text
 * @returns {string}
 */
export function headingId(text) {
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

/**
 * Plain text of a Portable Text block, for ids and search.
 * @param {{ children?: Array<{ text?: string }> }} block
 * @returns {string}
 */
export function blockText(block) {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}
