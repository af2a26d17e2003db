/** How often a dropped manifest or script load is tried again, and how long after: well inside `REMOTE_LOAD_TIMEOUT_MS`. */
export const LOAD_RETRIES = 2;
export const RETRY_DELAY_MS = 300;

export const pause = (delayMs = RETRY_DELAY_MS) => new Promise((resolve) => setTimeout(resolve, delayMs));

/**
 * Runs `attempt`, and again up to `retries` times after a short pause while it fails: a dropped
 * packet should not cost a visitor the page. The last failure is the one thrown.
 */
export async function retrying<T>(attempt: () => Promise<T>, retries = LOAD_RETRIES, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await pause(delayMs);
    }
  }
}
