/** One answer of the page's server (`releases/server/releasePage.mjs`): its data, or the reason it refused. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

export interface Session {
  name: string;
  csrf: string;
}

/** What visitors' browsers reported of one version over the field window, as `npm run remotes` prints it. */
export interface FieldFigures {
  sessions: string;
  errorRate: string;
  errorsByKind: string;
  lcp: string;
  inp: string;
  cls: string;
}

export interface VersionHealth {
  version: string;
  healthy: boolean;
  problems: string[];
  field?: FieldFigures;
}

export interface RemoteState {
  name: string;
  live: string | null;
  liveSince: string | null;
  canary: { version: string; percent: number; since: string } | null;
  staging: string | null;
  previous: string | null;
  versions: VersionHealth[];
  /** Field reports refused over the window, by reason (`30 not served`), or null. */
  refused: string | null;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  environment?: string;
  remote: string;
  from: string | null;
  to: string;
  reason: string | null;
  health: 'passed' | 'failed' | 'not run';
  result: 'switched' | 'refused' | 'previewed' | 'published' | 'session';
  detail?: string;
}

export interface ReleaseState {
  remotes: RemoteState[];
  audit: AuditEntry[];
}

/** What one action sends: its name (`canary`, `promote`…) and its body. */
export interface ActionRequest {
  action: 'preview' | 'canary' | 'abort' | 'promote' | 'rollback';
  body: Record<string, unknown>;
}

export interface ActionResult {
  message: string;
  state: ReleaseState;
  location?: string;
}

/**
 * Calls `/_releases/api/<path>`: a GET, or a POST with a JSON body and the session's CSRF token.
 * Never throws: a network failure is an answer with a reason too.
 */
export async function api<T>(path: string, options: { body?: unknown; csrf?: string } = {}): Promise<ApiResult<T>> {
  const post = options.body !== undefined;
  try {
    const response = await fetch(`/_releases/api/${path}`, {
      method: post ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: post ? { 'content-type': 'application/json', ...(options.csrf ? { 'x-csrf-token': options.csrf } : {}) } : {},
      body: post ? JSON.stringify(options.body) : undefined,
    });
    const data = await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, data: data as T };
    return { ok: false, status: response.status, error: typeof data?.error === 'string' ? data.error : `The server answered ${response.status}.` };
  } catch {
    return { ok: false, status: 0, error: 'The server could not be reached. Nothing was sent.' };
  }
}
