// @ts-check
// The one way in to the release state: pointer sets per environment and their canaries, the switch,
// the audit log, the field reports and their aggregates, the release page's sessions, the team
// tokens and the deliveries already seen, and a broadcast to every gateway (`announce`). Two
// backends behind the same interface: the files and `node:sqlite` of the deploy store (the default:
// `npm start` needs nothing else), and PostgreSQL when `DATABASE_URL` names one, so many gateways
// and deployers share one state. The published versions too: the deploy folder's versioned folders
// (files), or PostgreSQL's content-addressed rows with the folder as a cache (`versions`).
import { openFileStore } from './files/fileStore.mjs';
import { openPostgresStore } from './postgres/postgresStore.mjs';

export { maskUrl } from './maskUrl.mjs';
export { STORE_UNAVAILABLE_REASON, STORE_UNAVAILABLE_RETRY_S, StoreUnavailableError } from './storeUnavailable.mjs';

/**
 * @typedef {import('./pointer.mjs').Pointer} Pointer
 * @typedef {import('./pointer.mjs').Environment} Environment
 * @typedef {import('./audit.mjs').AuditEntry} AuditEntry
 * @typedef {Omit<AuditEntry, 'at'>} AuditInput
 * @typedef {import('./files/fieldStore.mjs').VersionSummary} VersionSummary
 * @typedef {import('./files/trustRecords.mjs').SessionRecord} SessionRecord
 * @typedef {import('./files/trustRecords.mjs').TokenRecord} TokenRecord
 */

/**
 * What a switch's change returns: its result for the caller, and the audit line recorded with it
 * (in the same transaction on PostgreSQL: a switch that failed has no line, one that landed has one).
 * @template T
 * @typedef {{ result: T, audit?: AuditInput }} SwitchOutcome
 */

/**
 * @typedef {object} FieldReports  the gateway's side of the field reports: in memory, then flushed
 * @property {(beacon: import('@site/shared/field/beacon.mjs').Beacon & { page?: string }, visitor?: string) => void} add  a beacon's reports, from `visitor` (its key; `page`: the page load's own id)
 * @property {(remote: string, reason: string) => void} refuse
 * @property {(signal: import('./reportBuffer.mjs').RenderSignal) => void} render  a page answer's server side
 * @property {() => Promise<void>} flush
 * @property {(options?: { since?: number, canarySides?: boolean }) => Promise<VersionSummary[]>} summary
 * @property {(options?: { since?: number }) => Promise<Record<string, Record<string, number>>>} refused
 * @property {(canary: { remote: string, since: number, candidate: string, stable: string }) => Promise<import('./canaryFigures.mjs').CanaryRows>} canary
 *   a canary's rows per visitor since it started, kept `keepMs` at most (`canaryFigures.mjs`)
 * @property {(row: import('./canaryAnalyses.mjs').CanaryAnalysisRow) => Promise<void>} recordAnalysis  one analysis of a canary, written at once
 * @property {(remote: string, since: string) => Promise<import('./canaryAnalyses.mjs').CanaryAnalysisRow[]>} analyses  a canary's, oldest first
 * @property {() => Promise<void>} close
 * @property {number} pending   rows waiting for the next flush
 * @property {number} dropped   rows dropped because the backend was away and the buffer full
 */

/**
 * @typedef {object} TrustStore  the release page's sessions, the team tokens, the deliveries seen
 * @property {{ create: (record: Omit<SessionRecord, 'lastSeenAt' | 'endedAt' | 'endedWhy'>) => Promise<void>, open: (id: string) => Promise<SessionRecord | undefined>, end: (id: string, why: string) => Promise<boolean>, endMatching: (which: { name?: string, idPrefix?: string }, why: string) => Promise<SessionRecord[]>, list: (options?: { all?: boolean }) => Promise<SessionRecord[]> }} sessions
 * @property {{ create: (record: Pick<TokenRecord, 'name' | 'hash' | 'remotes' | 'createdBy' | 'createdAt'>) => Promise<void>, active: (name: string) => Promise<TokenRecord | undefined>, used: (name: string) => Promise<void>, revoke: (name: string, why: string) => Promise<boolean>, list: (options?: { all?: boolean }) => Promise<TokenRecord[]> }} tokens
 * @property {{ firstTime: (keys: string[], until: number) => Promise<boolean> }} deliveries
 */

/**
 * @typedef {{ versions: number, namedBytes: number, blobs: number, storedBytes: number, onDiskBytes: number }} VersionUsage
 *   `namedBytes`: the versions' files as if each version kept its own; `storedBytes`: each distinct
 *   file once (PostgreSQL) or every file of every folder (files); `onDiskBytes`: what that takes on disk
 */

/**
 * @typedef {object} Versions  the published versions: the deploy folder's versioned folders (files),
 *   or PostgreSQL's rows, content-addressed, with the deploy folder as this process's cache of them
 * @property {(remote: string) => string[]} list  oldest first, from memory (PostgreSQL: kept fresh like the pointers)
 * @property {(remote: string) => Promise<string[]>} published  oldest first, read now (what a switch is checked against)
 * @property {(remote: string, version: string, from: string, options?: { move?: boolean }) => Promise<boolean>} publish
 *   stores the folder `from` as that version (`move`: `from` is renamed into the deploy folder, not copied); false when it exists
 * @property {(remote: string, version: string) => Promise<boolean>} ensure
 *   its folder is in the deploy folder, every file checked; false when it was never published
 * @property {(remotes: Record<string, string>) => Promise<void>} ensureSet  every version a set of manifest URLs names
 * @property {(remote: string, version: string, file: string) => Promise<boolean>} checkFile
 *   before a file is served: false when the version has no such file; else it is on disk and matches its hash
 * @property {() => Promise<void>} warm  every version any environment's pointer serves (live, canary) is made ready
 * @property {() => () => void} follow  `warm` again after every change of the pointers (a gateway); returns the stop
 * @property {() => Promise<VersionUsage>} usage
 */

/**
 * @typedef {object} Store
 * @property {'files' | 'postgres'} kind
 * @property {string} storeDir  the deploy store's folder: the published versions (files) or this process's cache of them (PostgreSQL)
 * @property {Versions} versions  the published versions
 * @property {string} describe  where the state is, for logs (a DATABASE_URL without its password)
 * @property {(environment?: Environment) => Readonly<Pointer>} pointer
 *   the pointer a request is served from: synchronous, from memory (files: re-read when the file
 *   changed; PostgreSQL: the snapshot kept fresh by NOTIFY, a re-read on reconnect and a periodic read)
 * @property {(environment?: Environment) => Promise<Pointer>} readPointer  a fresh copy, to change or show
 * @property {<T>(environment: Environment, change: (pointer: Pointer, others: Partial<Record<Environment, Pointer>>) => SwitchOutcome<T>, options?: { read?: Environment[] }) => Promise<T>} switchPointer
 *   the switch: under the store's lock (files) or in one transaction holding the pointer rows
 *   (PostgreSQL), `change` gets the pointer as it is now (and the `read` environments' too), changes
 *   it in place and names the audit line; both are written together. When `change` throws nothing is written.
 * @property {(entry: AuditInput) => Promise<void>} appendAudit  one audit line (kept and retried while the database is away)
 * @property {(remote?: string) => Promise<AuditEntry[]>} readAudit  oldest first; one remote's when named
 * @property {(options: { windowMs: number, keepMs?: number, bufferLimit?: number, log?: (line: string) => void }) => FieldReports} openFieldReports
 * @property {(options?: { windowMs?: number, since?: number, now?: number }) => Promise<VersionSummary[]>} fieldSummary
 * @property {(options?: { windowMs?: number, now?: number }) => Promise<Record<string, Record<string, number>>>} refusedReports
 * @property {(remote: string, since: string) => Promise<import('./canaryAnalyses.mjs').CanaryAnalysisRow[]>} canaryAnalyses
 *   a canary's analyses (`since`: its start), oldest first, for the release page and `npm run remotes`
 * @property {TrustStore} trust
 * @property {(topic: string, payload: unknown) => Promise<void>} announce  to every gateway on this store (this one too)
 * @property {(listener: (topic: string, payload: unknown) => void) => () => void} onAnnouncement  returns the unsubscribe
 * @property {<T>(name: string, work: () => Promise<T>) => Promise<{ led: true, result: T } | { led: false }>} leadOnce
 *   runs `work` only when no other process on this store is running work of that name (the canary judge); else skips
 * @property {() => Promise<void>} close
 */

/**
 * Opens the store: PostgreSQL when `databaseUrl` (default: `DATABASE_URL`) is set, else the files
 * of `storeDir`. Throws with a clear message, naming the URL without its password, when the
 * database cannot be reached: a gateway never starts on a state it cannot read.
 * @param {{ storeDir: string, databaseUrl?: string, log?: (line: string) => void, refreshMs?: number }} options
 * @returns {Promise<Store>}
 */
export async function openStore({ storeDir, databaseUrl = process.env.DATABASE_URL, log = (line) => console.warn(line), refreshMs }) {
  if (databaseUrl?.trim()) return openPostgresStore({ storeDir, databaseUrl: databaseUrl.trim(), log, refreshMs });
  return openFileStore({ storeDir });
}
