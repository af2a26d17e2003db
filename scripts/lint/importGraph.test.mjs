// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsRunningUp } from './importGraph.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the import graph of the repository', () => {
  const graph = importGraph(root);

  it('is drawn from the code: the tools reach the gateway through its public entry, the release page plugs into it', () => {
    expect(graph.get(path.join('scripts', 'start.mjs'))).toEqual(expect.arrayContaining([path.join('scripts', 'local', 'serveSite.mjs'), path.join('releases', 'server', 'index.mjs')]));
    expect(graph.get(path.join('scripts', 'local', 'serveSite.mjs'))).toContain(path.join('gateway', 'index.mjs'));
    expect(graph.get(path.join('gateway', 'index.mjs'))).toContain(path.join('gateway', 'serve', 'gateway.mjs'));
  });

  it('has no cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no import running up', () => {
    expect(importsRunningUp(graph)).toEqual([]);
  });

  it('keeps the gateway a library: no file of it imports another workspace but shared', () => {
    const library = [...graph].filter(([file]) => file.startsWith(`gateway${path.sep}`) && !file.includes('.test.'));
    const reached = new Set(library.flatMap(([, targets]) => targets.map((target) => target.split(path.sep)[0])));
    expect([...reached].sort()).toEqual(['gateway', 'shared']);
  });

  it('would see a cycle and an import running up, between zones and between the floors of the gateway', () => {
    const made = new Map(/** @type {[string, string[]][]} */ ([
      ['gateway/serve/a.mjs', ['gateway/serve/b.mjs', 'scripts/buildApps.mjs', 'cms/server/start.mjs']],
      ['gateway/serve/b.mjs', ['gateway/serve/a.mjs']],
      ['gateway/store/files/c.mjs', ['gateway/release/gate.mjs', 'gateway/store/pointer.mjs', 'gateway/paths.mjs']],
      ['gateway/serve/client/d.mjs', ['gateway/serve/delivery/e.mjs', 'gateway/runtime/f.mjs']],
      ['gateway/serve/x.test.mjs', ['cms/schema/index.mjs']],
      ['releases/server/x.mjs', ['gateway/release/gate.mjs', 'gateway/index.mjs']],
      ['e2e/support/y.ts', ['gateway/store/testing/tempPostgres.mjs', 'scripts/cluster/varnish.mjs']],
    ]));
    expect(importCycles(made)).toEqual([['gateway/serve/a.mjs', 'gateway/serve/b.mjs']]);
    expect(importsRunningUp(made)).toEqual([
      'gateway/serve/a.mjs -> scripts/buildApps.mjs: the gateway importing another workspace, the tools or the tests (only shared)',
      'gateway/serve/a.mjs -> cms/server/start.mjs: the gateway importing another workspace, the tools or the tests (only shared)',
      'gateway/store/files/c.mjs -> gateway/release/gate.mjs: up a floor inside the gateway (gateway/store below gateway/release)',
      'gateway/serve/client/d.mjs -> gateway/serve/delivery/e.mjs: up a floor inside the gateway (gateway/serve/client below gateway/serve/delivery)',
      'releases/server/x.mjs -> gateway/release/gate.mjs: into the gateway past its public entry',
      'e2e/support/y.ts -> gateway/store/testing/tempPostgres.mjs: into the gateway past its public entry',
    ]);
  });
});
