/**
 * The log of the gateways the tests start. Their lines are mostly failures a test causes on purpose
 * (a content service down, a chat service refusing), so a green run would print a wall of them; they
 * print with `E2E_DEBUG=1`, for a failing test's story.
 */
export function serverLog(line: string): void {
  if (process.env.E2E_DEBUG) console.warn(line);
}
