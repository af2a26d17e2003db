// @ts-check
// PROVISIONAL (replaced by the own-time meter): wall time.
/**
 * @template T @param {() => Promise<T>} fn
 * @returns {Promise<{ value: T, ownMs: number } | { error: unknown, ownMs: number }>}
 */
export async function measureOwnTime(fn) {
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ownMs: performance.now() - started };
  } catch (error) {
    return { error, ownMs: performance.now() - started };
  }
}
