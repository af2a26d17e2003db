// @ts-check
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The machine's PostgreSQL programs: Debian keeps them under /usr/lib/postgresql/<major>/bin, off PATH. */
function binDir() {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) if (existsSync(path.join(root, major, 'bin/pg_ctl'))) return path.join(root, major, 'bin');
  return undefined;
}

/**
 * A PostgreSQL server of the cluster's own: its data directory (`dataDir`, made by initdb on the first
 * start), on 127.0.0.1:`port` with its socket in the data directory, so it never meets a PostgreSQL
 * the machine runs. Loopback only, trust authentication: a development machine's database, not a
 * production one (production: a managed PostgreSQL named by DATABASE_URL). PostgreSQL refuses to run
 * as root: as root, its programs run as the `postgres` user, which owns the data directory.
 * @param {{ dataDir: string, port: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => void }>} `url`: the DATABASE_URL of its `site` database
 */
export async function startPostgres({ dataDir, port, log = () => {} }) {
  const bin = binDir();
  const program = (/** @type {string} */ name) => (bin ? path.join(bin, name) : name);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? lookupUser('postgres') : undefined;
  /** @param {string} name @param {string[]} args */
  const run = (name, args) => execFileSync(asRoot ? 'runuser' : program(name), asRoot ? ['-u', 'postgres', '--', program(name), ...args] : args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

  // Only the data directory is its owner's alone: the folders above it stay open to the `postgres` user.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: a new data directory in ${dataDir}`);
    run('initdb', ['-D', dataDir, '-U', 'site', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  }
  run('pg_ctl', ['start', '-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir}`]);
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'site', 'site']);
  } catch (error) {
    // Made at an earlier start.
    if (!String(/** @type {{ stderr?: string }} */ (error).stderr).includes('already exists')) throw error;
  }
  return {
    url: `postgresql://site@127.0.0.1:${port}/site`,
    stop: () => {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    },
  };
}

/** @param {string} name */
function lookupUser(name) {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim()));
  return { uid, gid };
}
