// @ts-check
// `npm run outbox`: shows what the local relay received, since locally no email is sent.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveDataDir } from './relayConfig.mjs';
import { listSubmissions } from './submissionStore.mjs';

export { listSubmissions };

const DEFAULT_LIMIT = 10;
const MESSAGE_LINES = 5;
const LINE_WIDTH = 120;
/** Fields already shown in their own line; the rest go on one "Also" line. */
const SHOWN_FIELDS = new Set(['subject', 'from_name', 'name', 'email', 'message']);
const USAGE = 'Usage: npm run outbox -- [--limit N] [--json]';

/**
 * Submissions come from browsers, so control characters (terminal escape sequences) are
 * removed before printing; newlines are kept for the message.
 * @param {unknown} value
 */
function clean(value) {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

/** @param {string} text @param {number} width */
function truncate(text, width) {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/** Local wall-clock time `YYYY-MM-DD HH:MM:SS`, what the reader of the terminal expects. */
function localTime(/** @type {string} */ iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} `
    + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * `name` is usually the visitor and `from_name` the sending form, so both are shown when they differ.
 * @param {Record<string, unknown>} fields
 */
function sender(fields) {
  const name = clean(fields.name).trim();
  const fromName = clean(fields.from_name).trim();
  const email = clean(fields.email).trim();
  const who = name || fromName;
  let text = who && email ? `${who} <${email}>` : who || email || '(unknown sender)';
  if (name && fromName && name !== fromName) text += ` via ${fromName}`;
  return text;
}

/**
 * @param {import('./submissionStore.mjs').SubmissionRecord} record
 * @returns {string}
 */
export function formatSubmission(record) {
  const { fields } = record;
  const lines = [
    `${localTime(record.receivedAt)}  ${truncate(clean(fields.subject).trim() || '(no subject)', LINE_WIDTH)}`,
    `  From: ${truncate(sender(fields), LINE_WIDTH)}`,
  ];
  const others = Object.entries(fields)
    .filter(([key]) => !SHOWN_FIELDS.has(key))
    .map(([key, value]) => `${clean(key)}: ${truncate(clean(value), 60)}`);
  if (others.length > 0) lines.push(`  Also: ${truncate(others.join('; '), LINE_WIDTH)}`);

  const message = clean(fields.message).trimEnd().split('\n');
  if (message.join('').trim() === '') {
    lines.push('  (no message)');
  } else {
    for (const line of message.slice(0, MESSAGE_LINES)) lines.push(`  | ${truncate(line, LINE_WIDTH)}`);
    const hidden = message.length - MESSAGE_LINES;
    if (hidden > 0) lines.push(`  | … ${hidden} more line${hidden === 1 ? '' : 's'}`);
  }
  lines.push(`  id ${record.id}  from ${clean(record.ip)}`);
  return lines.join('\n');
}

/**
 * @param {import('./submissionStore.mjs').SubmissionRecord[]} records newest first
 * @param {string} dataDir
 */
export function formatOutbox(records, dataDir) {
  if (records.length === 0) return `No submissions yet in ${dataDir}.`;
  const heading = `${records.length} latest submission${records.length === 1 ? '' : 's'} in ${dataDir} (newest first):`;
  return [heading, ...records.map(formatSubmission)].join('\n\n');
}

/**
 * @param {string[]} args
 * @returns {Promise<number>} exit code
 */
export async function main(args) {
  /** @type {{ limit?: string, json?: boolean, help?: boolean }} */
  let options;
  try {
    ({ values: options } = parseArgs({
      args,
      options: { limit: { type: 'string', short: 'n' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(`${USAGE}\nReads RELAY_DATA_DIR (default: <repo>/.data/outbox).`);
    return 0;
  }
  const limit = options.limit === undefined ? DEFAULT_LIMIT : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a positive whole number.\n${USAGE}`);
    return 2;
  }
  const dataDir = resolveDataDir();
  const records = await listSubmissions(dataDir, { limit });
  console.log(options.json ? JSON.stringify(records, null, 2) : formatOutbox(records, dataDir));
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined
  && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2));
}
