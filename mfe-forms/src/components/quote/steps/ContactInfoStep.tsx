import { SimpleGrid, Stack } from '@mantine/core';
import type { QuoteForm } from '../quoteForm';
import { QuoteTextarea, QuoteTextInput } from './fields';

export function ContactInfoStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <QuoteTextInput quote={form} field="organizationName" label="Organization Name" autoComplete="organization" required />
        <QuoteTextInput quote={form} field="email" label="Email" type="email" autoComplete="email" required />
      </SimpleGrid>
      <QuoteTextInput quote={form} field="contactNumber" label="Contact Number" type="tel" autoComplete="tel" required />
      <QuoteTextarea quote={form} field="address" label="Address" autoComplete="street-address" required rows={2} />
      <QuoteTextarea
        quote={form}
        field="decisionMakerDetails"
        label="Decision Maker Details"
        description="Name, designation, phone and e-mail of the person who decides on this engagement"
        required
        rows={3}
      />
    </Stack>
  );
}
