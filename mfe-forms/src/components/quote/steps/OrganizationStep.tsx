import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { EmployeeDistribution } from '../EmployeeDistribution';
import type { QuoteForm } from '../quoteForm';

export function OrganizationStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Number of Branches"
          name="branches"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          {...form.getInputProps('branches')}
        />
        <TextInput
          label="Number of Employees"
          name="employees"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.getInputProps('employees')}
        />
        <TextInput
          label="Ongoing Projects"
          name="ongoingProjects"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.getInputProps('ongoingProjects')}
        />
      </SimpleGrid>
      <Textarea
        label="Locations"
        description="Cities or countries where your teams work"
        name="locations"
        rows={2}
        {...form.getInputProps('locations')}
      />
      <EmployeeDistribution form={form} />
    </Stack>
  );
}
