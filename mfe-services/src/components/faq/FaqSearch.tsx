import { CloseButton, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';

export function FaqSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="search"
      size="md"
      radius="xl"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder="Search FAQs..."
      aria-label="Search FAQs"
      leftSection={<Search size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null}
    />
  );
}
