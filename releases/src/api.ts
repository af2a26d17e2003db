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

/** A running canary's analysis (`gateway/serve/field/analysisView.mjs`), as `npm run remotes` prints it. */
export interface CanaryAnalysisView {
  /** Its plan and where it stands: `steps 10 % → 50 % → promoted, 5m each; now 10 %`. */
  plan: string;
  /** What the last analysis said: `every check passed`, `failed: status (critical)`, `waiting for samples: …`, `starved: LCP, INP have not reached their samples in 3 intervals; …`. */
  status: string;
  analysedAt: string | null;
  /** When a stepped canary's next step (or promotion) is due, if every check passes then. */
  nextStepAt: string | null;
  /** What the pre-flight said when the canary started: its table of worse pages when it was forced past them. */
  preflight: string | null;
  /** Each check of the last analysis; `detail` says its test and figures, per route where it judges routes. */
  checks: { name: string; status: string; candidate: string; stable: string; samples: string; detail: string }[];
  /** Each analysis: the sides' browser error rates (0–1) and LCP medians (ms), where judged. */
  history: { at: number; candidateErrors?: number; stableErrors?: number; candidateLcp?: number; stableLcp?: number }[];
}

export interface RemoteState {
  name: string;
  live: string | null;
  liveSince: string | null;
  canary: { version: string; percent: number; since: string; steps?: number[]; intervalMs?: number; paused?: boolean } | null;
  analysis: CanaryAnalysisView | null;
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
  action: 'preview' | 'canary' | 'abort' | 'promote' | 'rollback' | 'pause' | 'resume';
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
