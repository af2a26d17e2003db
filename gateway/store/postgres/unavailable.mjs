// @ts-check
import { StoreUnavailableError } from '../storeUnavailable.mjs';

/** PostgreSQL's classes of "the server is not there": connection exceptions, and the shutdowns of operator intervention. */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3])/;
/** What node-postgres and the socket say when the server is gone or never answered. */
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

/** @param {unknown} error @returns {boolean} whether it says the database is away, not that a query was wrong */
export function isUnreachable(error) {
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (error ?? {});
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET.has(code))) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGE.test(message);
}

/**
 * `pool` for the store's reads and short writes: an error that says the database is away becomes a
 * `StoreUnavailableError` naming `describe` (the URL without its password), so the gateway answers
 * 503 with a reason instead of 500; any other error passes as it is.
 * @param {import('pg').Pool} pool @param {string} describe
 * @returns {import('pg').Pool}
 */
export function whileReachable(pool, describe) {
  /** @param {unknown} error @returns {never} */
  const rethrow = (error) => {
    if (!isUnreachable(error)) throw error;
    const reason = error instanceof Error ? error.message || /** @type {any} */ (error).code : String(error);
    throw new StoreUnavailableError(`${describe} does not answer (${reason})`, { cause: error });
  };
  return /** @type {import('pg').Pool} */ (
    /** @type {unknown} */ ({
      query: (/** @type {any[]} */ ...args) => /** @type {any} */ (pool.query)(...args).catch(rethrow),
      connect: () => pool.connect().catch(rethrow),
    })
  );
}
