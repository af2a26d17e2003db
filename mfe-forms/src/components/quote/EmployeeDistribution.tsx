import { Group, Stack, Text } from '@mantine/core';
import { Checkbox, Fieldset } from '@mantine/core/forms';
import { DISTRIBUTION_CATEGORIES, EMPLOYEE_BANDS } from './quoteOptions';
import type { QuoteForm } from './quoteForm';
import type { BandChoice, EmployeeBand } from './quoteValues';
import classes from './EmployeeDistribution.module.css';

const toBands = (selected: string[]): BandChoice => ({
  small: selected.includes('small'),
  medium: selected.includes('medium'),
  large: selected.includes('large'),
});

/** Five workforce categories, each with three size bands: small 0-50, medium 51-500, large 501+ employees. */
export function EmployeeDistribution({ form }: { form: QuoteForm }) {
  const distribution = form.values.employeeDistribution;
  return (
    <Fieldset legend="Employee Distribution" radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        Tick the size bands that describe each part of your workforce (optional).
      </Text>
      <Stack gap="md">
        {DISTRIBUTION_CATEGORIES.map(({ key, label }) => (
          <Checkbox.Group
            key={key}
            label={label}
            value={EMPLOYEE_BANDS.filter((band) => distribution[key][band.key]).map((band) => band.key)}
            onChange={(selected) => form.setFieldValue(`employeeDistribution.${key}`, toBands(selected))}
            className={classes.category}
          >
            <Group gap="lg" mt={6}>
              {EMPLOYEE_BANDS.map((band) => (
                <Checkbox key={band.key} value={band.key satisfies EmployeeBand} label={band.label} />
              ))}
            </Group>
          </Checkbox.Group>
        ))}
      </Stack>
    </Fieldset>
  );
}
