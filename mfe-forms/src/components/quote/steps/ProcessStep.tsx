import { SimpleGrid, Stack } from '@mantine/core';
import { Checkbox } from '@mantine/core/forms';
import { TARGET_STANDARDS } from '../quoteOptions';
import type { QuoteForm } from '../quoteForm';
import { QuoteTextarea } from './fields';

export function ProcessStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="lg">
      <QuoteTextarea
        quote={form}
        field="existingProcess"
        label="Existing Process"
        description="Certifications you hold, frameworks you follow, tools you use today"
        rows={3}
      />
      <Checkbox.Group
        label="Target Standards"
        description="Select every standard or model you are aiming for"
        {...form.getInputProps('targetStandards')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" mt="xs">
          {TARGET_STANDARDS.map((standard) => (
            <Checkbox key={standard} value={standard} label={standard} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
