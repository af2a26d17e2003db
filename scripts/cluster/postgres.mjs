// @ts-check
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
 * @returns {Promise<{ url: string, stop: () => void }>} `url`: the DATABASE_URL of its `site` database; one an
 *   interrupted start left running on `dataDir` is used (same port) or stopped and started again
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
  const stop = () => void run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
  // A start interrupted after its PostgreSQL came up (SIGKILL, a crash) left it running, with its
  // postmaster.pid: on the port asked for it is used as it is; on another it is stopped first.
  const left = runningPort(dataDir, (args) => run('pg_ctl', args));
  if (left === port) log(`PostgreSQL: the one an interrupted start left running in ${dataDir} is used`);
  else {
    if (left !== undefined) {
      log(`PostgreSQL: the one an interrupted start left running in ${dataDir} (port ${left}) is stopped first`);
      stop();
    }
    try {
      run('pg_ctl', ['start', '-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir}`]);
    } catch (error) {
      // pg_ctl stopped while waiting (a SIGTERM to the start's process group): the server it had
      // begun runs on in its own session, so this start stops it before it says it failed.
      if (runningPort(dataDir, (args) => run('pg_ctl', args)) !== undefined) stop();
      throw error;
    }
  }
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'site', 'site']);
  } catch (error) {
    // Made at an earlier start.
    if (!String(/** @type {{ stderr?: string }} */ (error).stderr).includes('already exists')) throw error;
  }
  return {
    url: `postgresql://site@127.0.0.1:${port}/site`,
    stop,
  };
}

/**
 * The port of the PostgreSQL running on `dataDir`, if one is (`pg_ctl status`, then the port its
 * postmaster.pid names); undefined when none runs (a postmaster.pid whose process is gone is stale:
 * `pg_ctl start` replaces it).
 * @param {string} dataDir @param {(args: string[]) => string} pgCtl
 */
function runningPort(dataDir, pgCtl) {
  try {
    pgCtl(['status', '-D', dataDir]);
  } catch {
    return undefined;
  }
  // postmaster.pid: its pid, the data directory, the start time, then the port.
  const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  return Number(lines[3]);
}

/** @param {string} name */
function lookupUser(name) {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim()));
  return { uid, gid };
}
