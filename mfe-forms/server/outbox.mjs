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
 * Characters that must not reach the terminal as they are: C0 and C1 controls (line breaks, escape
 * sequences), DEL, the line and paragraph separators, and the bidirectional controls that make text
 * show in another order than it is stored (Trojan Source).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The part of `CONTROL` that `JSON.stringify` does not escape (it escapes C0 in strings itself). */
const LEFT_RAW_BY_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED_ESCAPES = /** @type {Record<string, string>} */ ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' });

/** @param {string} char */
function escapeControl(char) {
  const code = /** @type {number} */ (char.codePointAt(0));
  return NAMED_ESCAPES[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** @param {unknown} value */
const asText = (value) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

/**
 * A submitted value on one line: submissions come from browsers, so every control character is
 * shown escaped (`\n`, `\r`, `\x1b`, `\u202e`…) and a subject, name or address cannot start a line
 * of its own ("Bcc: …") or recolour the terminal.
 * @param {unknown} value
 */
export function oneLine(value) {
  return asText(value).replace(CONTROL, escapeControl);
}

/**
 * The message, the one value shown over several lines: split at its line breaks (each printed line
 * is indented under the record), every other control character escaped as in `oneLine`.
 * @param {unknown} value
 */
export function messageLines(value) {
  return asText(value).split(/\r\n|\n/).map(oneLine);
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
  const name = oneLine(fields.name).trim();
  const fromName = oneLine(fields.from_name).trim();
  const email = oneLine(fields.email).trim();
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
    `${localTime(record.receivedAt)}  ${truncate(oneLine(fields.subject).trim() || '(no subject)', LINE_WIDTH)}`,
    `  From: ${truncate(sender(fields), LINE_WIDTH)}`,
  ];
  const others = Object.entries(fields)
    .filter(([key]) => !SHOWN_FIELDS.has(key))
    .map(([key, value]) => `${oneLine(key)}: ${truncate(oneLine(value), 60)}`);
  if (others.length > 0) lines.push(`  Also: ${truncate(others.join('; '), LINE_WIDTH)}`);

  const message = messageLines(asText(fields.message).trimEnd());
  if (message.join('').trim() === '') {
    lines.push('  (no message)');
  } else {
    for (const line of message.slice(0, MESSAGE_LINES)) lines.push(`  | ${truncate(line, LINE_WIDTH)}`);
    const hidden = message.length - MESSAGE_LINES;
    if (hidden > 0) lines.push(`  | … ${hidden} more line${hidden === 1 ? '' : 's'}`);
  }
  lines.push(`  id ${record.id}  from ${oneLine(record.ip)}`);
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
 * The records as JSON for other tools. JSON escapes C0 controls itself; the rest of `CONTROL` (C1,
 * bidirectional controls, line separators) it leaves as they are, so they are escaped here too,
 * which keeps the JSON valid and the terminal safe.
 * @param {import('./submissionStore.mjs').SubmissionRecord[]} records
 */
export function outboxJson(records) {
  return JSON.stringify(records, null, 2).replace(LEFT_RAW_BY_JSON, (char) => `\\u${/** @type {number} */ (char.codePointAt(0)).toString(16).padStart(4, '0')}`);
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
  console.log(options.json ? outboxJson(records) : formatOutbox(records, dataDir));
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined
  && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2));
}
