import { Checkbox, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { TARGET_STANDARDS } from '../quoteOptions';
import type { QuoteForm } from '../quoteForm';

export function ProcessStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="lg">
      <Textarea
        label="Existing Process"
        description="Certifications you hold, frameworks you follow, tools you use today"
        name="existingProcess"
        rows={3}
        {...form.getInputProps('existingProcess')}
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
