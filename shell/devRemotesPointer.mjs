// @ts-check
/**
 * The `/remotes.json` of `npm run dev`: every remote at its own dev server.
 * @param {Record<string, number>} ports
 */
export function devRemotesPointer(ports) {
  const remotes = Object.fromEntries(
    Object.entries(ports)
      .filter(([app]) => app !== 'shell')
      .map(([app, port]) => [app, `http://127.0.0.1:${port}/mf-manifest.json`]),
  );
  return { remotes };
}
