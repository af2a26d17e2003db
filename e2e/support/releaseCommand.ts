import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testPorts } from './ports';
import { e2eRenderBudgetMs } from './testGateway';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts;

/**
 * Runs a release manager's command (`npm run <command> -- …`) on this machine's deploy store `store`,
 * as `actor`, in an environment configured like the test site's: its content service and the
 * servers' read token, which the gate's render check reads content with, and its render budget,
 * which the pre-flight renders with as production's. `env` adds to it.
 * The command's script runs in Node directly, as `npm run` would run it (its line in package.json),
 * without npm's own start-up; `viaNpm` goes through `npm run` itself, as a release manager types it.
 */
export function releaseCommand(store: string, actor: string, args: string[], env: Record<string, string> = {}, { viaNpm = false } = {}) {
  const [command, ...rest] = args;
  const script = /^node (\S+)$/.exec(scripts[command] ?? '')?.[1];
  if (!script) throw new Error(`npm run ${command} is not a release command of package.json`);
  const commandArgs = rest[0] === '--' ? rest.slice(1) : rest;
  const [file, fileArgs] = viaNpm ? ['npm', ['run', '--silent', ...args]] : [process.execPath, [script, ...commandArgs]];
  const result = spawnSync(file, fileArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DEPLOY_STORE: store,
      RELEASE_ACTOR: actor,
      CMS_URL: `http://127.0.0.1:${testPorts.cms}`,
      SANITY_API_READ_TOKEN: process.env.E2E_CONTENT_TOKEN,
      RENDER_BUDGET_MS: String(e2eRenderBudgetMs),
      ...env,
    },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}
