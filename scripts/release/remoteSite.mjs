// @ts-check
// The release commands' way to a gateway elsewhere (`--to https://site.example`): its release API over
// HTTP, with the team's token from `RELEASE_TOKEN` in the Authorization header (never in the URL).
// The gateway does what the command would do on its own disk: the same gate, the same audit log,
// under the token's name.

/** Plain HTTP only to this machine: anywhere else the token would cross the network readable. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * @param {string} site the gateway's address, e.g. `https://site.example`
 * @param {string | undefined} [token] the team's token; `RELEASE_TOKEN` by default
 */
export function remoteSite(site, token = process.env.RELEASE_TOKEN?.trim()) {
  /** @type {URL} */
  let base;
  try {
    base = new URL(site);
  } catch {
    throw new Error(`--to must be the site's address, such as https://site.example (got "${site}").`);
  }
  if (base.protocol !== 'https:' && !(base.protocol === 'http:' && LOOPBACK.includes(base.hostname))) {
    throw new Error(`--to must be an https:// address (plain http only to localhost): the token would travel readable (got ${base.origin}).`);
  }
  if (!token) throw new Error('Set RELEASE_TOKEN to the team token (npm run tokens -- create <name> --remotes <remote> on the gateway makes one).');
  const authorization = `Bearer ${token}`;

  /**
   * @param {string} path below `/_releases/api/` @param {{ body: BodyInit, type: string }} payload
   * @returns {Promise<Record<string, any>>} the answer's JSON; throws with the gateway's reason
   */
  async function post(path, { body, type }) {
    const url = new URL(`/_releases/api/${path}`, base);
    let response;
    try {
      response = await fetch(url, { method: 'POST', headers: { authorization, 'content-type': type }, body });
    } catch (error) {
      throw new Error(`${base.origin} cannot be reached (${error instanceof Error ? (error.cause ?? error.message) : error}).`);
    }
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`${base.origin} answered ${response.status}: ${answer.error ?? response.statusText}`);
    return answer;
  }

  return {
    origin: base.origin,
    /**
     * Uploads one remote's build (a tar.gz of its folder) as `version`.
     * @param {string} remote @param {string} version @param {Buffer} archive
     */
    upload: (remote, version, archive) => post(`remotes/${encodeURIComponent(remote)}/versions?version=${encodeURIComponent(version)}`, { body: new Uint8Array(archive), type: 'application/gzip' }),
    /**
     * One action of the release page: `canary`, `promote`, `abort`, `rollback`, `preview-link`.
     * @param {string} action @param {object} input
     */
    act: (action, input) => post(action, { body: JSON.stringify(input), type: 'application/json' }),
  };
}
