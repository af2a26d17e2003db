import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type ActionRequest, type ActionResult, api, type ReleaseState, type Session } from './api';
import { AuditLog } from './AuditLog';
import { RemoteCard } from './RemoteCard';

type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; text: string };

/**
 * Every remote with its actions, the outcome of the last action, and the audit log. One action runs
 * at a time: the gate's health check renders the remote's pages, which takes a few seconds.
 */
export function ReleaseBoard({ session, state, loadError, onState, onSessionEnded }: {
  session: Session;
  state: ReleaseState | null;
  loadError: string | null;
  onState: (state: ReleaseState) => void;
  onSessionEnded: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async ({ action, body }: ActionRequest, label: string) => {
    setBusy(label);
    setOutcome(null);
    const answer = await api<ActionResult>(action, { body, csrf: session.csrf });
    setBusy(null);
    if (!answer.ok) {
      setOutcome({ kind: 'refused', text: answer.error });
      if (answer.status === 401) onSessionEnded();
      return;
    }
    onState(answer.data.state);
    setOutcome({ kind: 'done', text: answer.data.message });
    // A preview is seen on the site itself, in a tab of this browser (the preview cookie is set).
    if (answer.data.location) window.open(answer.data.location, '_blank', 'noopener');
  };

  if (loadError) return <Alert color="red" role="alert" title="Could not load the releases">{loadError}</Alert>;
  if (!state) return <Loader aria-label="Loading the releases" />;
  return (
    <Stack gap="xl">
      <div aria-live="polite">
        {busy ? (
          <Alert role="status" title="Working" icon={<Loader size="sm" aria-hidden />}>
            {busy}: checking the version's health and switching, this takes a few seconds…
          </Alert>
        ) : null}
        {outcome?.kind === 'done' ? (
          <Alert role="status" title="Done">
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <Alert color="red" role="alert" title="Refused">
          {outcome.text}
        </Alert>
      ) : null}
      <section aria-labelledby="remotes-title">
        <Title order={2} id="remotes-title" mb="md">
          Remotes
        </Title>
        <Stack>
          {state.remotes.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} busy={busy !== null} onAction={run} />
          ))}
        </Stack>
      </section>
      <AuditLog entries={state.audit} />
    </Stack>
  );
}
