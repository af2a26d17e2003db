import { Table, Text } from '@mantine/core';
import type { CanaryAnalysisView } from './api';
import { when } from './when';

type Point = CanaryAnalysisView['history'][number];

/**
 * One figure of both sides over the canary's life, as a small line chart: the candidate solid, the
 * stable version dashed. The figures themselves are in the table above it; the chart's label says
 * what it shows and its last values, for a screen reader.
 */
function SideChart({ title, history, candidate, stable, format }: { title: string; history: Point[]; candidate: (point: Point) => number | undefined; stable: (point: Point) => number | undefined; format: (value: number) => string }) {
  const width = 240;
  const height = 64;
  const values = history.flatMap((point) => [candidate(point), stable(point)]).filter((value): value is number => value !== undefined);
  if (values.length === 0) return <Text size="sm">{title}: no figures yet</Text>;
  const top = Math.max(...values) || 1;
  const first = history[0].at;
  const span = Math.max(1, history[history.length - 1].at - first);
  const line = (pick: (point: Point) => number | undefined) =>
    history
      .filter((point) => pick(point) !== undefined)
      .map((point) => `${(((point.at - first) / span) * (width - 4) + 2).toFixed(1)},${(height - 2 - ((pick(point) ?? 0) / top) * (height - 4)).toFixed(1)}`)
      .join(' ');
  const last = history[history.length - 1];
  const lastOf = (pick: (point: Point) => number | undefined) => {
    const value = pick(last);
    return value === undefined ? 'none' : format(value);
  };
  const label = `${title} over the canary's life: candidate now ${lastOf(candidate)}, stable ${lastOf(stable)}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ border: '1px solid var(--mantine-color-default-border)' }}>
        <polyline points={line(stable)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeDasharray="4 3" />
        <polyline points={line(candidate)} fill="none" stroke="currentColor" strokeWidth={2} />
      </svg>
      <Text component="figcaption" size="sm">
        {title} (solid: candidate, dashed: stable; top {format(top)})
      </Text>
    </figure>
  );
}

/** A running canary's analysis: its plan, what the last analysis said, each check's figures, and two charts. */
export function CanaryAnalysis({ remote, analysis }: { remote: string; analysis: CanaryAnalysisView }) {
  return (
    <section aria-label={`Canary analysis of ${remote}`}>
      <Text>Plan: {analysis.plan}</Text>
      <Text>
        Last analysis: {analysis.status}
        {analysis.analysedAt ? ` (${when(analysis.analysedAt)})` : ''}
        {analysis.nextStepAt ? `; next step due ${when(analysis.nextStepAt)} if every check passes` : ''}
      </Text>
      {analysis.checks.length ? (
        <Table withTableBorder striped my="xs">
          <Table.Caption>Checks of the last analysis, candidate against stable</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Check</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Candidate</Table.Th>
              <Table.Th>Stable</Table.Th>
              <Table.Th>Samples (candidate / stable)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.checks.map((check) => (
              <Table.Tr key={check.name}>
                <Table.Td>{check.name}</Table.Td>
                <Table.Td>{check.status === 'wait' ? 'needs samples' : check.status === 'pass' ? 'passed' : 'failed'}</Table.Td>
                <Table.Td>{check.candidate}</Table.Td>
                <Table.Td>{check.stable}</Table.Td>
                <Table.Td>{check.samples}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {analysis.checks
        .filter((check) => check.status !== 'pass')
        .map((check) => (
          <Text key={check.name} size="sm">
            {check.detail}
          </Text>
        ))}
      {analysis.preflight ? (
        <>
          <Text fw={600}>Pre-flight at the start</Text>
          <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {analysis.preflight}
          </Text>
        </>
      ) : null}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <SideChart title="Error rate" history={analysis.history} candidate={(p) => p.candidateErrors} stable={(p) => p.stableErrors} format={(value) => `${(value * 100).toFixed(1)} %`} />
        <SideChart title="LCP median" history={analysis.history} candidate={(p) => p.candidateLcp} stable={(p) => p.stableLcp} format={(value) => `${Math.round(value)} ms`} />
      </div>
    </section>
  );
}
