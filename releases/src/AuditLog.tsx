import { Table, Text, Title } from '@mantine/core';
import type { AuditEntry } from './api';
import { when } from './when';

/** The deploy store's audit log, newest first: who did what to which remote, and why. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-title">
      <Title order={2} id="audit-title" mb="md">
        Audit log
      </Title>
      {entries.length === 0 ? (
        <Text>Nothing recorded yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table withTableBorder striped>
            <Table.Caption>Every switch, refusal, preview, login and logout, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Remote</Table.Th>
                <Table.Th>From → to</Table.Th>
                <Table.Th>Health</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Reason, detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={`${entry.at}-${index}`}>
                  <Table.Td>{when(entry.at)}</Table.Td>
                  <Table.Td>{entry.actor}</Table.Td>
                  <Table.Td>{entry.environment && entry.environment !== 'production' ? `${entry.action} (${entry.environment})` : entry.action}</Table.Td>
                  <Table.Td>{entry.remote}</Table.Td>
                  <Table.Td>{entry.to ? `${entry.from ?? '(none)'} → ${entry.to}` : '—'}</Table.Td>
                  <Table.Td>{entry.health}</Table.Td>
                  <Table.Td>{entry.result}</Table.Td>
                  {/* A pre-flight's detail is a table in lines: kept as lines. */}
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{[entry.reason, entry.detail].filter(Boolean).join(' — ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
