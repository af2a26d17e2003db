import { Group, Text } from '@mantine/core';
import { CircleExclamationPoint, CircleCheck } from 'lucide-react';
import classes from './ResultMessage.module.css';

export interface FormResult {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The live region stays mounted while empty, so screen readers announce a result the moment it
 * appears (a region inserted together with its text is often not read).
 */
export function ResultMessage({ result }: { result: FormResult | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {result && (
        <Group gap="xs" wrap="nowrap" className={classes.message} data-kind={result.kind}>
          {result.kind === 'success' ? <CircleCheck aria-hidden size={20} /> : <CircleExclamationPoint aria-hidden size={20} />}
          <Text size="sm" fw={500}>
            {result.text}
          </Text>
        </Group>
      )}
    </div>
  );
}
