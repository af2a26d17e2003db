// @ts-check
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtApps, distDir, repoRoot } from './paths.mjs';

/** @param {string} app */
export function buildApp(app) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build', '-c', 'rspack.config.mjs', '--mode', 'production'], {
      cwd: path.join(repoRoot, app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`build of ${app} failed (exit ${code})`))));
  });
}

/** @param {string} dir @returns {number} newest mtime below dir */
function newest(dir) {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const file = path.join(dir, name);
    const stat = statSync(file);
    latest = Math.max(latest, stat.isDirectory() ? newest(file) : stat.mtimeMs);
  }
  return latest;
}

/**
 * True when an app has no build, or its sources, its build config or shared's sources or build
 * configs changed after its last build.
 * @param {string} app
 */
export function needsBuild(app) {
  const marker = path.join(distDir(app), 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = [path.join(repoRoot, app, 'src'), path.join(repoRoot, app, 'rspack.config.mjs'), path.join(repoRoot, 'shared', 'src'), path.join(repoRoot, 'shared', 'tooling'), path.join(repoRoot, 'shared', 'package.json')];
  return inputs.some((input) => existsSync(input) && (statSync(input).isDirectory() ? newest(input) : statSync(input).mtimeMs) > built);
}

/**
 * Builds the apps one after another (two cores: parallel builds only fight each other).
 * @returns {Promise<string[]>} the apps it built
 */
export async function buildApps({ onlyStale = false, list = builtApps } = {}) {
  const built = [];
  for (const app of list) {
    if (onlyStale && !needsBuild(app)) continue;
    console.log(`\n▶ building ${app}`);
    await buildApp(app);
    built.push(app);
  }
  return built;
}
