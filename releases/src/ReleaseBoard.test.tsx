import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from '@site/shared/theme';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { ReleaseState } from './api';
import { ReleaseBoard } from './ReleaseBoard';

const state: ReleaseState = {
  remotes: [
    {
      name: 'mfe-blog',
      live: '1.0.0+a',
      liveSince: '2026-11-23T10:00:00.000Z',
      canary: null,
      analysis: null,
      staging: null,
      previous: null,
      refused: null,
      versions: [
        { version: '1.1.0+b', healthy: false, problems: ['expected exposes present: missing ./BlogPage'] },
        {
          version: '1.0.0+a',
          healthy: true,
          problems: [],
          field: { sessions: '42', errorRate: '2.4 %', errorsByKind: 'chunk 2.4 %', lcp: '1200 ms', inp: '80 ms', cls: '0.010' },
        },
      ],
    },
  ],
  audit: [{ at: '2026-11-23T10:00:00.000Z', actor: 'asha', action: 'release', remote: 'mfe-blog', from: null, to: '1.0.0+a', reason: 'first', health: 'passed', result: 'switched' }],
};

/** The board with mfe-blog's 1.1.0+b at the first of its steps, analysed twice. */
const stepped: ReleaseState = {
  ...state,
  remotes: [
    {
      ...state.remotes[0],
      canary: { version: '1.1.0+b', percent: 10, since: '2026-11-23T10:00:00.000Z', steps: [10, 50], intervalMs: 300_000 },
      analysis: {
        plan: 'steps 10 % → 50 % → promoted, 5m each; now 10 %',
        status: 'waiting for samples: INP',
        analysedAt: '2026-11-23T10:05:00.000Z',
        nextStepAt: '2026-11-23T10:05:00.000Z',
        checks: [
          { name: 'browser errors', status: 'pass', candidate: '0.0 %', stable: '1.0 %', samples: '24 / 200', detail: 'browser errors: passed' },
          { name: 'INP', status: 'wait', candidate: '-', stable: '80 ms', samples: '3 / 120', detail: 'INP: not enough values yet: candidate median none (3) vs stable median 80 ms (120)' },
        ],
        preflight: 'pre-flight of 1.1.0+b against live 1.0.0+a: 14 pages compared, 0 worse than live',
        history: [
          { at: 1, candidateErrors: 0, stableErrors: 0.01, candidateLcp: 1100, stableLcp: 1200 },
          { at: 2, candidateErrors: 0, stableErrors: 0.01, candidateLcp: 1000, stableLcp: 1150 },
        ],
      },
    },
  ],
};

function renderBoard(onState = vi.fn(), shown = state) {
  render(
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
      <ReleaseBoard session={{ name: 'asha', csrf: 'token-1' }} state={shown} loadError={null} onState={onState} onSessionEnded={vi.fn()} />
    </MantineProvider>,
  );
  return within(screen.getByRole('region', { name: 'mfe-blog' }));
}

/** The page's server, answering every call with `status` and `body`; the calls it got. */
function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the release board', () => {
  it("shows each version's health, what is live, and the audit log", () => {
    const card = renderBoard();
    expect(card.getByText('1.0.0+a', { selector: 'strong' })).toBeInTheDocument();
    expect(card.getByRole('row', { name: /1\.1\.0\+b/ })).toHaveTextContent('failing: expected exposes present: missing ./BlogPage');
    // What visitors' browsers reported of each version, or that they reported nothing.
    expect(card.getByRole('row', { name: /1\.0\.0\+a/ })).toHaveTextContent('42 sessions, 2.4 % errors (chunk 2.4 %); p75 LCP 1200 ms, INP 80 ms, CLS 0.010');
    expect(card.getByRole('row', { name: /1\.1\.0\+b/ })).toHaveTextContent('no reports');
    expect(screen.getByRole('region', { name: 'Audit log' })).toHaveTextContent('asha');
  });

  it("shows a running canary's plan, its last analysis check by check, and its figures over time; it can be paused", async () => {
    const fetchMock = serverAnswers(200, { message: 'mfe-blog: canary 1.1.0+b held at 10 % of visitors.', state: stepped });
    const card = renderBoard(vi.fn(), stepped);
    const analysis = within(card.getByRole('region', { name: 'Canary analysis of mfe-blog' }));
    expect(analysis.getByText(/^Plan:/)).toHaveTextContent('steps 10 % → 50 % → promoted, 5m each; now 10 %');
    expect(analysis.getByText(/^Last analysis:/)).toHaveTextContent('waiting for samples: INP (2026-11-23 10:05 UTC); next step due 2026-11-23 10:05 UTC if every check passes');
    expect(analysis.getByRole('row', { name: /browser errors/ })).toHaveTextContent('browser errorspassed0.0 %1.0 %24 / 200');
    expect(analysis.getByRole('row', { name: /INP/ })).toHaveTextContent('INPneeds samples-80 ms3 / 120');
    // What a check that has not passed is waiting for, and the pre-flight the canary started with.
    expect(analysis.getByText(/^INP: not enough values yet/)).toBeInTheDocument();
    expect(analysis.getByText(/^pre-flight of 1\.1\.0\+b against live 1\.0\.0\+a: 14 pages compared/)).toBeInTheDocument();
    expect(analysis.getByRole('img', { name: "LCP median over the canary's life: candidate now 1000 ms, stable 1150 ms" })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Pause canary' }));
    expect(await screen.findByText('mfe-blog: canary 1.1.0+b held at 10 % of visitors.')).toBeInTheDocument();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/_releases/api/pause');
  });

  it('starts a stepped canary with the steps and interval as written', async () => {
    const fetchMock = serverAnswers(400, { error: 'the steps must rise: 50, 10. Nothing changed.' });
    const card = renderBoard();
    await userEvent.selectOptions(card.getByLabelText('Version'), '1.1.0+b');
    await userEvent.type(card.getByLabelText(/Or steps/), '50,10');
    await userEvent.click(card.getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the steps must rise: 50, 10');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ remote: 'mfe-blog', version: '1.1.0+b', steps: '50,10', interval: '5m', reason: '' });
  });

  it("sends an action with the session's CSRF token and shows the gate's refusal", async () => {
    const fetchMock = serverAnswers(409, { error: 'the canary share must be a whole number from 1 to 99 (got 0). Nothing changed.' });
    const card = renderBoard();
    await userEvent.selectOptions(card.getByLabelText('Version'), '1.1.0+b');
    await userEvent.clear(card.getByLabelText('Canary share (%)'));
    await userEvent.type(card.getByLabelText('Canary share (%)'), '0');
    await userEvent.click(card.getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the canary share must be a whole number from 1 to 99 (got 0)');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/_releases/api/canary');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    expect(JSON.parse(String(init.body))).toEqual({ remote: 'mfe-blog', version: '1.1.0+b', percent: 0, reason: '' });
  });

  it('shows the result of a switch and hands the new state on', async () => {
    const next = { ...state, audit: [] };
    serverAnswers(200, { message: 'mfe-blog: 1.0.0+a is live for everyone; the canary is over.', state: next });
    const onState = vi.fn();
    const card = renderBoard(onState);
    await userEvent.click(card.getByRole('button', { name: 'Promote canary' }));
    expect(await screen.findByText('mfe-blog: 1.0.0+a is live for everyone; the canary is over.')).toBeInTheDocument();
    expect(onState).toHaveBeenCalledWith(next);
  });
});
