// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { missingLine, missingPackages, SYSTEM_PACKAGES } from './systemPackages.mjs';

const packages = [
  { name: 'varnish', tiers: ['system'], present: () => false },
  { name: 'haproxy', tiers: ['unit', 'system'], present: () => false },
  { name: 'postgresql', tiers: ['unit', 'system'], present: () => true },
];

describe("the Debian packages the tiers drive", () => {
  it("names only what the tiers asked for need and the machine lacks", () => {
    expect(missingPackages(['unit'], packages)).toEqual(['haproxy']);
    expect(missingPackages(['unit', 'system'], packages)).toEqual(['varnish', 'haproxy']);
    expect(missingPackages(['browser'], packages)).toEqual([]);
  });

  it('says what is missing in one line, with the command that installs it', () => {
    const line = missingLine(['varnish', 'haproxy']);
    expect(line).not.toContain('\n');
    expect(line).toContain('apt-get install -y varnish haproxy');
  });

  it('finds every package the whole suite needs on this machine (npm test installed them first)', () => {
    expect(missingPackages(['unit', 'server', 'browser', 'system'], SYSTEM_PACKAGES)).toEqual([]);
  });
});
