// @ts-check

/**
 * The release state cannot be read or written just now (its database restarting or out of reach):
 * whatever was asked changed nothing, and may be asked again in a moment. Its message names the
 * store for logs and commands (a DATABASE_URL without its password); an HTTP answer says only
 * `STORE_UNAVAILABLE_REASON`, with 503: where the state lives is nobody's business outside.
 */
export class StoreUnavailableError extends Error {
  /** @param {string} message @param {{ cause?: unknown }} [options] */
  constructor(message, options) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

export const STORE_UNAVAILABLE_REASON = 'The release state cannot be reached just now, so nothing changed. Try again in a moment.';
/** Seconds a client is asked to wait before trying again: a database restart takes a few. */
export const STORE_UNAVAILABLE_RETRY_S = 5;
