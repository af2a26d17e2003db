// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeProblem, wantedNode } from './projectNode.mjs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe("the project's Node", () => {
  it('is the one npm scripts run on, whatever Node ran npm: the exact version of .nvmrc', () => {
    // The tests run under `npm test`: node_modules/.bin/node first on PATH.
    expect(process.versions.node).toBe(wantedNode());
  });

  it('is what `npm install` fetches for each platform, and what the engines ask for', () => {
    const binaries = Object.entries(manifest.optionalDependencies).filter(([name]) => name.startsWith('node-'));
    expect(binaries.length).toBeGreaterThan(0);
    for (const [name, version] of binaries) expect(version, name).toBe(wantedNode());
    // `engines` is a lower bound (">=24.11"): .nvmrc's version is at or above it.
    const [major, minor] = wantedNode().split('.').map(Number);
    const [, least, leastMinor] = (/^>=(\d+)\.(\d+)$/.exec(manifest.engines.node) ?? []).map(Number);
    expect(major === least ? minor >= leastMinor : major > least).toBe(true);
  });

  it('stops an entry on another major version with a reason that says how to get it', () => {
    expect(nodeProblem('24.3.0', '24.21.0')).toBeUndefined();
    const problem = nodeProblem('20.20.2', '24.21.0');
    expect(problem).toContain('Node 24.21.0 (.nvmrc); this is Node 20.20.2');
    expect(problem).toContain('npm install');
  });
});
