// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biomeJson } from './biomeConfig.mjs';

// The linter `npm test` runs, on a small tree laid out like the repository, with the committed biome.json.
const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

/** @type {Record<string, string>} path in the fixture tree -> source */
const files = {
  'mfe-blog/src/content/defaults.ts': 'export const posts = [];\n',
  'mfe-forms/src/pages/ContactPage.tsx': 'export const ContactPage = () => null;\n',
  'mfe-services/src/crossRemote.tsx':
    "import { posts } from '../../mfe-blog/src/content/defaults';\nexport const n = posts.length;\n",
  'shell/src/intoRemote.tsx':
    "import { ContactPage } from '../../mfe-forms/src/pages/ContactPage';\nexport const page = ContactPage;\n",
  'mfe-chat/src/intoShell.tsx': "import { theme } from '../../shell/src/theme/theme';\nexport const t = theme;\n",
  'mfe-blog/src/relativeShared.ts':
    "import { createContentCache } from '../../shared/src/content/createContentCache';\nexport const c = createContentCache;\n",
  'mfe-blog/src/buildFromBrowser.ts':
    "import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';\nexport const s = siteConfigFromEnv;\n",
  'mfe-services/src/conditionalHook.tsx':
    "import { useState } from 'react';\nexport function Box({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  'mfe-forms/server/nodeTool.mjs':
    "import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';\nexport const s = siteConfigFromEnv;\n",
  'releases/server/intoGateway.mjs': "import { gatedSwitch } from '../../gateway/release/gate.mjs';\nexport const g = gatedSwitch;\n",
  'releases/server/intoTools.mjs': "import { storeDir } from '../../scripts/release/releaseCli.mjs';\nexport const d = storeDir;\n",
  'gateway/serve/intoTools.mjs': "import { buildApps } from '../../scripts/buildApps.mjs';\nexport const b = buildApps;\n",
  'gateway/serve/intoReleasePage.mjs': "import { releasePagePlugin } from 'releases/server';\nexport const p = releasePagePlugin;\n",
  'scripts/release/tool.mjs': "import { gatedSwitch } from '@site/gateway';\nexport const g = gatedSwitch;\n",
  'scripts/release/deepTool.mjs': "import { gatedSwitch } from '../../gateway/release/gate.mjs';\nexport const g = gatedSwitch;\n",
  'mfe-services/src/fine.tsx':
    "import { useContent } from '@site/shared/content';\nimport { remoteNames } from '@site/shared/remotes';\nimport { n } from './crossRemote';\nexport const all = [useContent, remoteNames, n];\n",
};

/** @type {string} */
let dir;
/** @type {Array<{ category: string, message: string, location: { path: string } }>} */
let diagnostics;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs.enabled = false;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], { cwd: dir, encoding: 'utf8' });
  diagnostics = JSON.parse(run.stdout).diagnostics;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} path */
const errorsIn = (path) => diagnostics.filter((d) => d.location.path.replaceAll('\\', '/') === path);

describe('lint rules for the layout', () => {
  it('biome.json is the one scripts/lint/biomeConfig.mjs writes', () => {
    expect(readFileSync(join(root, 'biome.json'), 'utf8')).toBe(biomeJson());
  });

  it('fails a remote that imports another remote’s source', () => {
    expect(errorsIn('mfe-services/src/crossRemote.tsx')).toEqual([
      expect.objectContaining({
        category: 'lint/style/noRestrictedImports',
        message: expect.stringContaining("mfe-services may not import mfe-blog's code"),
      }),
    ]);
  });

  it('fails the shell importing a remote, and a remote importing the shell', () => {
    expect(errorsIn('shell/src/intoRemote.tsx').map((d) => d.message)).toEqual([
      expect.stringContaining("shell may not import mfe-forms's code"),
    ]);
    expect(errorsIn('mfe-chat/src/intoShell.tsx').map((d) => d.message)).toEqual([
      expect.stringContaining("mfe-chat may not import shell's code"),
    ]);
  });

  it('fails a relative import into shared/src and shared/tooling from browser code', () => {
    expect(errorsIn('mfe-blog/src/relativeShared.ts').map((d) => d.message)).toEqual([
      expect.stringContaining('@site/shared/...'),
    ]);
    expect(errorsIn('mfe-blog/src/buildFromBrowser.ts').map((d) => d.message)).toEqual([
      expect.stringContaining('browser code'),
    ]);
  });

  it('fails a hook called conditionally', () => {
    expect(errorsIn('mfe-services/src/conditionalHook.tsx').map((d) => d.category)).toEqual([
      'lint/correctness/useHookAtTopLevel',
    ]);
  });

  it('lets Node code use shared/tooling, and any code use @site/shared and its own files', () => {
    expect(errorsIn('mfe-forms/server/nodeTool.mjs')).toEqual([]);
    expect(errorsIn('mfe-services/src/fine.tsx')).toEqual([]);
  });

  it('fails an import into the gateway past its public entry, from the release page or a tool', () => {
    expect(errorsIn('releases/server/intoGateway.mjs').map((d) => d.message)).toEqual([expect.stringContaining('public entry')]);
    expect(errorsIn('scripts/release/deepTool.mjs').map((d) => d.message)).toEqual([expect.stringContaining('public entry')]);
    expect(errorsIn('scripts/release/tool.mjs')).toEqual([]);
  });

  it('fails an import running up: the gateway into the tools or the release page, the release page into the tools', () => {
    expect(errorsIn('gateway/serve/intoTools.mjs').map((d) => d.message)).toEqual([expect.stringContaining('The gateway imports neither')]);
    expect(errorsIn('gateway/serve/intoReleasePage.mjs').map((d) => d.message)).toEqual([expect.stringContaining('The gateway imports neither')]);
    expect(errorsIn('releases/server/intoTools.mjs').map((d) => d.message)).toEqual([expect.stringContaining('Only the command-line tools')]);
  });
});
