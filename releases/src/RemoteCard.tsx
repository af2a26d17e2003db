import { Badge, Button, Group, NativeSelect, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ActionRequest, FieldFigures, RemoteState } from './api';
import { CanaryAnalysis } from './CanaryAnalysis';
import { when } from './when';

/** The figures of a version as one line: sessions, error rate (by kind), p75 of LCP, INP and CLS. */
const fieldText = ({ sessions, errorRate, errorsByKind, lcp, inp, cls }: FieldFigures) =>
  `${sessions} sessions, ${errorRate} errors${errorsByKind === '-' ? '' : ` (${errorsByKind})`}; p75 LCP ${lcp}, INP ${inp}, CLS ${cls}`;

/**
 * One remote: what is live and since when, its canary and share, its staging version, each
 * published version with its health and a preview button, and the form for the switches.
 */
export function RemoteCard({ remote, busy, onAction }: { remote: RemoteState; busy: boolean; onAction: (request: ActionRequest, label: string) => void }) {
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [steps, setSteps] = useState('');
  const [stepInterval, setStepInterval] = useState('5m');
  const [reason, setReason] = useState('');
  const id = `remote-${remote.name}`;
  const act = (action: ActionRequest['action'], body: Record<string, unknown>, label: string) =>
    onAction({ action, body: { remote: remote.name, ...body } }, `${label} ${remote.name}`);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} id={id} mb="xs">
        {remote.name}
      </Title>
      <Text>
        Live: <strong>{remote.live ?? 'none'}</strong> {remote.liveSince ? `since ${when(remote.liveSince)}` : ''}
      </Text>
      <Text>
        Canary: {remote.canary ? <strong>{`${remote.canary.version} for ${remote.canary.percent} % of visitors`}</strong> : 'none'}
        {remote.canary ? ` since ${when(remote.canary.since)}` : ''}
      </Text>
      {remote.analysis ? <CanaryAnalysis remote={remote.name} analysis={remote.analysis} /> : null}
      <Text mb="sm">Staging: {remote.staging ?? 'none'}</Text>
      {remote.refused ? <Text mb="sm">Field reports refused, not counted: {remote.refused}</Text> : null}
      <Table withTableBorder striped>
        <Table.Caption>Published versions of {remote.name}, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Health</Table.Th>
            <Table.Th>From the field</Table.Th>
            <Table.Th>Serving</Table.Th>
            <Table.Th>Preview</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {remote.versions.map((entry) => (
            <Table.Tr key={entry.version}>
              <Table.Td>{entry.version}</Table.Td>
              <Table.Td>{entry.healthy ? 'healthy' : `failing: ${entry.problems.join('; ')}`}</Table.Td>
              <Table.Td>{entry.field ? fieldText(entry.field) : 'no reports'}</Table.Td>
              <Table.Td>
                {entry.version === remote.live ? <Badge>live</Badge> : null}
                {entry.version === remote.canary?.version ? <Badge color="dark">canary</Badge> : null}
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" disabled={busy} onClick={() => act('preview', { version: entry.version }, 'Preview')} aria-label={`Preview ${remote.name} ${entry.version}`}>
                  Preview
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="end" mt="md" wrap="wrap">
        <NativeSelect
          label="Version"
          value={version}
          onChange={(event) => setVersion(event.currentTarget.value)}
          data={[{ value: '', label: remote.previous ? `(previous: ${remote.previous})` : '(choose)' }, ...remote.versions.map((entry) => entry.version)]}
        />
        <TextInput label="Canary share (%)" inputMode="numeric" value={percent} onChange={(event) => setPercent(event.currentTarget.value)} w={140} />
        <TextInput label="Or steps (%)" description="e.g. 5,25,50" value={steps} onChange={(event) => setSteps(event.currentTarget.value)} w={140} />
        <TextInput label="Step interval" description="e.g. 5m, 90s" value={stepInterval} onChange={(event) => setStepInterval(event.currentTarget.value)} w={120} />
        <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} w={260} />
      </Group>
      <Group mt="sm">
        <Button
          disabled={busy}
          onClick={() =>
            steps.trim()
              ? act('canary', { version, steps: steps.trim(), interval: stepInterval.trim(), reason }, 'Start stepped canary of')
              : act('canary', { version, percent: percent.trim() === '' ? null : Number(percent), reason }, 'Start canary of')
          }
        >
          Start canary
        </Button>
        {remote.canary ? (
          remote.canary.paused ? (
            <Button disabled={busy} variant="default" onClick={() => act('resume', { reason }, 'Resume canary of')}>
              Resume canary
            </Button>
          ) : (
            <Button disabled={busy} variant="default" onClick={() => act('pause', { reason }, 'Pause canary of')}>
              Pause canary
            </Button>
          )
        ) : null}
        <Button disabled={busy} onClick={() => act('promote', { reason }, 'Promote canary of')}>
          Promote canary
        </Button>
        <Button disabled={busy} variant="default" onClick={() => act('abort', { reason }, 'Abort canary of')}>
          Abort canary
        </Button>
        <Button disabled={busy} color="red.9" onClick={() => act('rollback', { version, reason }, 'Roll back')}>
          Roll back
        </Button>
      </Group>
    </Paper>
  );
}
