import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The values (not types) each app's source imports from `@mantine/core`. */
function mantineImports(): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', 'shell/src/*', 'shared/src/*', 'mfe-*/src/*'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file));
  const used = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      if (typeOnly) continue;
      for (const entry of names.split(',').map((name) => name.trim())) {
        if (!entry || entry.startsWith('type ')) continue;
        const name = entry.split(/\s+as\s+/)[0];
        used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

function kitExports(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');
  const list = source.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return list.split(',').map((name) => name.trim()).filter(Boolean);
}

describe('the Mantine kit every app shares', () => {
  it('exports every Mantine value an app imports', () => {
    const missing = [...mantineImports()].filter(([name]) => !kitExports().includes(name));
    expect(missing.map(([name, files]) => `${name} (${files.join(', ')})`)).toEqual([]);
  });

  it('exports nothing no app uses, so no page downloads it', () => {
    const used = mantineImports();
    expect(kitExports().filter((name) => !used.has(name))).toEqual([]);
  });

  it('exports only what Mantine has', async () => {
    const mantine = await import('@mantine/core');
    expect(kitExports().filter((name) => !(name in mantine))).toEqual([]);
  });
});
