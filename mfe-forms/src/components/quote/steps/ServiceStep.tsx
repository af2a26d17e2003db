import { Group, Stack } from '@mantine/core';
import { Checkbox, Radio } from '@mantine/core/forms';
import { KICKSTART_TIMES, SERVICES_REQUIRED } from '../quoteOptions';
import type { QuoteForm } from '../quoteForm';

export function ServiceStep({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label="Services Required"
        description="Select every service you would like us to quote for"
        {...form.getInputProps('servicesRequired')}
      >
        <Stack gap="sm" mt="xs">
          {SERVICES_REQUIRED.map((service) => (
            <Checkbox key={service} value={service} label={service} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label="Kickstart Time"
        description="When would you like the engagement to start?"
        name="kickstartTime"
        withAsterisk
        {...form.getInputProps('kickstartTime')}
      >
        <Group gap="lg" mt="xs">
          {KICKSTART_TIMES.map((time) => (
            // Native `required` on each radio: the browser checks the group and shows its own message.
            <Radio key={time} value={time} label={time} required />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
