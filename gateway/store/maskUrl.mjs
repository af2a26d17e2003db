// @ts-check

/**
 * A DATABASE_URL fit for a log or an error: the password replaced by `***`.
 * @param {string} url
 */
export function maskUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a DATABASE_URL that is not a URL)';
  }
}
