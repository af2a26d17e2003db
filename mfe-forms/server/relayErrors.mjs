// @ts-check

/**
 * Every answer of the relay is `{ success, message }` like Web3Forms, so the forms can show
 * `message` as is. These are the texts for failures; none of them ever includes internals.
 */
export const MESSAGES = Object.freeze({
  missingKey: 'Missing access key. Send the form with its access_key.',
  invalidKey: 'Invalid access key. Check the access_key the form sends.',
  notAnObject: 'Invalid submission. Send the form fields as a JSON object.',
  nothingToSend: 'Please provide a message or an email address.',
  malformedJson: 'Malformed JSON in the request body.',
  emptyBody: 'Empty request body. Send the form fields as a JSON object.',
  tooLarge: 'Submission too large. The limit is 64 KB.',
  unsupportedType: 'Unsupported content type. Send the form as application/json.',
  badLength: 'The request body does not match its Content-Length.',
  requestTimeout: 'The submission took too long to arrive. Please send it again.',
  rateLimited: 'Too many submissions from this address. Please wait a minute and try again.',
  notFound: 'Not found. Forms are submitted with POST /submit.',
  badRequest: 'Invalid request.',
  badIdempotencyKey: 'Invalid Idempotency-Key header: 8 to 128 letters, digits, "-" or "_".',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission, which was kept; nothing was stored. Send new content with a new key.',
  serverError: 'The submission could not be saved. Please try again later.',
});

/** Fastify body-parsing errors, by code, mapped to the relay's status and message. */
const BY_CODE = /** @type {Record<string, { statusCode: number, message: string }>} */ ({
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: MESSAGES.emptyBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: MESSAGES.badLength },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: MESSAGES.unsupportedType },
});

/**
 * Turns any thrown error into the status and message the client sees.
 * @param {unknown} error
 * @returns {{ statusCode: number, message: string }}
 */
export function describeError(error) {
  const { code, statusCode } = /** @type {{ code?: unknown, statusCode?: unknown }} */ (
    typeof error === 'object' && error !== null ? error : {}
  );
  if (typeof code === 'string' && Object.hasOwn(BY_CODE, code)) return BY_CODE[code];
  if (statusCode === 429) return { statusCode: 429, message: MESSAGES.rateLimited };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: MESSAGES.badRequest };
  }
  return { statusCode: 500, message: MESSAGES.serverError };
}
