import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testPorts } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a release manager's command (`npm run <command> -- …`) on this machine's deploy store `store`,
 * as `actor`, in an environment configured like the test site's: its content service and the
 * servers' read token, which the gate's render check reads content with. `env` adds to it.
 */
export function releaseCommand(store: string, actor: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DEPLOY_STORE: store,
      RELEASE_ACTOR: actor,
      CMS_URL: `http://127.0.0.1:${testPorts.cms}`,
      SANITY_API_READ_TOKEN: process.env.E2E_CONTENT_TOKEN,
      ...env,
    },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}
