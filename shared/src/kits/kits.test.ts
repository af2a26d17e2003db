import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitExportsOf, kitFiles, onDemandKits, valueImportsOf } from './kitSources.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The values (not types) each app's browser code imports from a package, with the files importing
 * each. Not browser code: tests and their helpers (`shared/src/test/`), and an app's server entry
 * (`src/server.tsx`, built for Node against the gateway's whole packages, never the kits).
 */
function importsOf(pkg: string): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', 'shell/src/*', 'shared/src/*', 'mfe-*/src/*'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('shared/src/test/') && !/\/src\/server\.tsx?$/.test(file));
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const name of valueImportsOf(readFileSync(path.join(repoRoot, file), 'utf8'), pkg)) used.set(name, [...(used.get(name) ?? []), file]);
  }
  return used;
}

const kitExports = (pkg: string): string[] => kitExportsOf(readFileSync(path.join(import.meta.dirname, kitFiles[pkg]), 'utf8'));

describe('reading kits and their users from source', () => {
  it('reads the values a module imports from a package, not its types, under their exported names', () => {
    const source = [
      "import { Button, type ButtonProps, Text as Copy } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "import { Link } from 'react-router-dom';",
    ].join('\n');
    expect(valueImportsOf(source, '@mantine/core')).toEqual(['Button', 'Text']);
    expect(valueImportsOf(source, 'react-router-dom')).toEqual(['Link']);
  });

  it("reads a kit's export list", () => {
    expect(kitExportsOf("export { Button, Text,\n  createTheme } from '@site/complete/@mantine/core';")).toEqual(['Button', 'Text', 'createTheme']);
  });
});

describe.each(Object.keys(kitFiles))('the kit provided as %s', (pkg) => {
  it('exports every value an app imports from the package', () => {
    const missing = [...importsOf(pkg)].filter(([name]) => !kitExports(pkg).includes(name));
    expect(missing.map(([name, files]) => `${name} (${files.join(', ')})`)).toEqual([]);
  });

  it('exports nothing no app uses, so no page downloads it', () => {
    const used = importsOf(pkg);
    expect(kitExports(pkg).filter((name) => !used.has(name))).toEqual([]);
  });

  it('exports only what the package has', async () => {
    const complete = (await import(pkg)) as Record<string, unknown>;
    expect(kitExports(pkg).filter((name) => !(name in complete))).toEqual([]);
  });
});

it('no app imports React Router other than through react-router-dom (a second router would not share its context)', () => {
  expect([...importsOf('react-router')]).toEqual([]);
});

/** The Mantine component folders the Mantine kits' exports reach, following Mantine's own relative imports. */
function mantineComponentsReached(): string[] {
  const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm');
  const fileOf = new Map<string, string>();
  for (const [, names, from] of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g))
    for (const name of names.split(',')) fileOf.set(name.trim().split(/\s+as\s+/).pop()!, path.join(esm, from));
  const seen = new Set<string>();
  const components = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const component = file.match(/esm\/components\/([^/]+)\//)?.[1];
    if (component) components.add(component);
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g)) walk(path.resolve(path.dirname(file), relative));
  };
  const mantineKits = Object.keys(kitFiles).filter((pkg) => (onDemandKits[pkg] ?? pkg) === '@mantine/core');
  for (const name of mantineKits.flatMap(kitExports)) walk(fileOf.get(name)!);
  return [...components].sort();
}

// One stylesheet for both Mantine kits: it is the shell's, styled before any script runs.
it("the kit's stylesheet holds Mantine's styles for exactly the components the kits reach, in Mantine's order", () => {
  const styles = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../styles');
  // In the order of Mantine's whole stylesheet: later rules win at equal specificity (Anchor over Text).
  const whole = readFileSync(path.join(styles, '../styles.css'), 'utf8');
  const positionInWhole = (name: string) => whole.indexOf(readFileSync(path.join(styles, `${name}.css`), 'utf8').trim().slice(0, 300));
  const expected = mantineComponentsReached()
    .filter((name) => existsSync(path.join(styles, `${name}.layer.css`)))
    .sort((a, b) => positionInWhole(a) - positionInWhole(b));
  const imported = [...readFileSync(path.join(import.meta.dirname, 'mantineCore.css'), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([A-Z]\w*)\.layer\.css'/g)].map(([, name]) => name);
  expect(imported).toEqual(expected);
});
