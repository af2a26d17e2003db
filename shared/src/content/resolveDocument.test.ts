import { describe, expect, it } from 'vitest';
import { resolveDocument } from './resolveDocument';

const builtIns: Record<string, { title: string }> = { audit: { title: 'Audit Services' } };
const builtInFor = (slug: string) => () => builtIns[slug];

describe('resolveDocument', () => {
  it("takes the content service's document whenever there is one, even for a built-in address", () => {
    const document = { title: 'Audits, edited' };
    expect(resolveDocument(document, builtInFor('audit'))).toEqual({ from: 'content', document });
  });

  it('falls back to the built-in copy when there is no document', () => {
    expect(resolveDocument(null, builtInFor('audit'))).toEqual({ from: 'built-in', copy: { title: 'Audit Services' } });
    expect(resolveDocument(undefined, builtInFor('audit'))).toEqual({ from: 'built-in', copy: { title: 'Audit Services' } });
  });

  it('does not take a list for a document', () => {
    expect(resolveDocument([] as unknown as object, builtInFor('audit')).from).toBe('built-in');
  });

  it('reports an address with neither as not found', () => {
    expect(resolveDocument(null, builtInFor('no-such-page'))).toEqual({ from: 'nowhere' });
  });
});
