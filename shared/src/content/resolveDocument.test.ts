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

describe('resolveDocument when the content service failed', () => {
  it('is unavailable, not "not found", for an address with no built-in copy', () => {
    expect(resolveDocument(null, builtInFor('zero-trust'), 'content service answered 429')).toEqual({ from: 'unavailable' });
  });

  it('still takes the built-in copy where there is one', () => {
    expect(resolveDocument(null, builtInFor('audit'), 'fetch failed')).toEqual({ from: 'built-in', copy: { title: 'Audit Services' } });
  });
});
