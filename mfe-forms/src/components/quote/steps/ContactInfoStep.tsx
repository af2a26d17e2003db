import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { QuoteForm } from '../quoteForm';

export function ContactInfoStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Organization Name"
          name="organizationName"
          autoComplete="organization"
          required
          {...form.getInputProps('organizationName')}
        />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      </SimpleGrid>
      <TextInput
        label="Contact Number"
        name="contactNumber"
        type="tel"
        autoComplete="tel"
        required
        {...form.getInputProps('contactNumber')}
      />
      <Textarea
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        rows={2}
        {...form.getInputProps('address')}
      />
      <Textarea
        label="Decision Maker Details"
        description="Name, designation, phone and e-mail of the person who decides on this engagement"
        name="decisionMakerDetails"
        required
        rows={3}
        {...form.getInputProps('decisionMakerDetails')}
      />
    </Stack>
  );
}
