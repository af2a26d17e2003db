import { SimpleGrid, Stack } from '@mantine/core';
import { EmployeeDistribution } from '../EmployeeDistribution';
import type { QuoteForm } from '../quoteForm';
import { QuoteNumberInput, QuoteTextarea } from './fields';

export function OrganizationStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <QuoteNumberInput quote={form} field="branches" label="Number of Branches" min={1} required />
        <QuoteNumberInput quote={form} field="employees" label="Number of Employees" min={1} />
        <QuoteNumberInput quote={form} field="ongoingProjects" label="Ongoing Projects" min={0} />
      </SimpleGrid>
      <QuoteTextarea
        quote={form}
        field="locations"
        label="Locations"
        description="Cities or countries where your teams work"
        rows={2}
      />
      <EmployeeDistribution form={form} />
    </Stack>
  );
}
