import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The test gateway and its defaults live in `testGateway.ts`; re-exported for the files that import them from here.
export { closedPort, e2eFieldLimits, e2eRenderBudgetMs, e2eRenderLimits } from './testGateway';

/**
 * A copy of a deploy store for a test of its own, without the field signal's database, which its
 * gateway may be writing at that moment (the copy starts with no field figures), nor the locks its
 * gateway holds: the canary judge's lead (`lead-canary-judge.lock`) comes and goes every round, and
 * one gone between listing the folder and copying it failed the copy.
 */
export function copyStore(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      return !name.startsWith('field.sqlite') && !name.endsWith('.lock');
    },
  });
}

/** A fresh copy of the test site's deploy store in a temp folder, for a test that switches versions. */
export function copyTestStore(name: string): string {
  const store = path.join(mkdtempSync(path.join(tmpdir(), `${name}-`)), 'store');
  copyStore(process.env.E2E_STORE_DIR!, store);
  return store;
}

/**
 * A copy of the test deploy store with one file of every published version of `remote` rewritten:
 * `edit` gets the file's text and returns the new text, or null to delete it. For a test gateway
 * serving a faulty release without touching the main test site's store.
 */
export function storeCopyWith(remote: string, file: string, edit: (text: string) => string | null): string {
  const store = copyTestStore('store-variant');
  for (const version of readdirSync(path.join(store, remote))) {
    const target = path.join(store, remote, version, file);
    const text = edit(readFileSync(target, 'utf8'));
    if (text === null) rmSync(target, { force: true });
    else writeFileSync(target, text);
  }
  return store;
}
