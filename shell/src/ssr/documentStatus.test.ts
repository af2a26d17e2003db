import { describe, expect, it } from 'vitest';
import { documentStatus } from './documentStatus';

describe('the status of a server-rendered document', () => {
  it('is the page own answer when every content query was answered', () => {
    expect(documentStatus(undefined, false)).toBe(200);
    expect(documentStatus(404, false)).toBe(404);
  });

  it('is 503, never 404, when the page reached "not found" while a content query failed', () => {
    expect(documentStatus(404, true)).toBe(503);
  });

  it('leaves a page with built-in copy at 200 (the composer decides whether a stale copy is better)', () => {
    expect(documentStatus(undefined, true)).toBe(200);
  });
});
