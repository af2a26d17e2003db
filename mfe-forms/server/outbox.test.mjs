// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { formatSubmission, outboxJson } from './outbox.mjs';

/** A submission whose values try to forge lines, recolour the terminal and reorder text. */
const forged = {
  id: '2026-01-01T00-00-00.000Z-abc123',
  receivedAt: '2026-01-01T00:00:00.000Z',
  ip: '127.0.0.1',
  fields: {
    subject: 'Quote\nBcc: everyone@example.com',
    name: 'Eve\r\nFrom: ceo@firm.example',
    email: 'eve@example.com\u001b[31m',
    company: 'ACME\u202egnp.exe',
    'x\ny': 'key with a break',
    message: 'First line\nSecond line\rhidden\u0085next\u2028after',
  },
};

/** Everything a terminal would act on, except the line breaks between printed lines. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('outbox printing', () => {
  it('shows control characters in subject, name, e-mail and other fields escaped, so no value starts a line', () => {
    const printed = formatSubmission(forged);
    expect(printed).not.toMatch(RAW_CONTROL);
    const lines = printed.split('\n');
    expect(lines.some((line) => /^\s*(Bcc|From: ceo)/.test(line))).toBe(false);
    expect(lines.filter((line) => line.trimStart().startsWith('From:'))).toHaveLength(1);
    expect(printed).toContain('Quote\\nBcc: everyone@example.com');
    expect(printed).toContain('Eve\\r\\nFrom: ceo@firm.example');
    expect(printed).toContain('eve@example.com\\x1b[31m');
    expect(printed).toContain('ACME\\u202egnp.exe');
    expect(printed).toContain('x\\ny: key with a break');
  });

  it('keeps the message`s own lines, each indented under the record, with other controls escaped', () => {
    const lines = formatSubmission(forged).split('\n');
    expect(lines).toContain('  | First line');
    expect(lines).toContain('  | Second line\\rhidden\\x85next\\u2028after');
  });

  it('escapes in --json what JSON itself leaves raw, and stays valid JSON', () => {
    const json = outboxJson([forged]);
    expect(json).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json)).toEqual([forged]);
  });
});
