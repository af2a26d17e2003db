import { CloseButton, TextInput } from '@mantine/core';
import { useChangesBeforeHydration } from '@site/shared/ui';
import { Search } from 'lucide-react';
import { useRef } from 'react';

export function FaqSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  // A GET form the server answers (`/faq?q=`): Enter works before hydration and without JavaScript.
  // Once hydrated the results follow the field as the visitor types, and submitting does nothing more;
  // text typed before then applies as the form hydrates.
  const formRef = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(formRef, { q: value }, (changes) => onChange(changes.q ?? value));
  return (
    <form ref={formRef} method="get" action="/faq" role="search" onSubmit={(event) => event.preventDefault()}>
      <TextInput
        type="search"
        name="q"
        size="md"
        radius="xl"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="Search FAQs..."
        aria-label="Search FAQs"
        leftSection={<Search size={18} aria-hidden />}
        rightSection={value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null}
      />
    </form>
  );
}
