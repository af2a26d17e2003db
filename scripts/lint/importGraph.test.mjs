// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsRunningUp } from './importGraph.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the import graph of the repository', () => {
  const graph = importGraph(root);

  it('is drawn from the code: the tools reach the gateway through its public entry, the release page plugs into it', () => {
    expect(graph.get(path.join('scripts', 'start.mjs'))).toEqual(expect.arrayContaining([path.join('gateway', 'index.mjs'), path.join('releases', 'server', 'index.mjs')]));
    expect(graph.get(path.join('gateway', 'index.mjs'))).toContain(path.join('gateway', 'serve', 'gateway.mjs'));
  });

  it('has no cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no import running up', () => {
    expect(importsRunningUp(graph)).toEqual([]);
  });

  it('would see a cycle and an import running up', () => {
    const made = new Map([
      ['gateway/serve/a.mjs', ['gateway/serve/b.mjs', 'scripts/buildApps.mjs']],
      ['gateway/serve/b.mjs', ['gateway/serve/a.mjs']],
      ['releases/server/x.mjs', ['gateway/release/gate.mjs', 'gateway/index.mjs']],
    ]);
    expect(importCycles(made)).toEqual([['gateway/serve/a.mjs', 'gateway/serve/b.mjs']]);
    expect(importsRunningUp(made)).toEqual([
      'gateway/serve/a.mjs -> scripts/buildApps.mjs: the gateway importing what plugs into it',
      'releases/server/x.mjs -> gateway/release/gate.mjs: into the gateway past its public entry',
    ]);
  });
});
