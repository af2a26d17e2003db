// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';

/** The React version the shell provides to every remote: what the gate checks a remote's shared React against. */
export function shellReactVersion() {
  return JSON.parse(readFileSync(path.join(repoRoot, 'shell/package.json'), 'utf8')).dependencies.react;
}
