import { Accordion, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './FaqAccordion.module.css';

export interface FaqAccordionItem {
  /** Stable value of the item; one open value at a time across the accordion. */
  value: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqAccordionItem[];
  /** Controlled open item, for pages that keep one open item across several accordions. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  emptyText?: string;
}

/** The accordion opens and closes in 0.3 s, like the site's other animations. */
export const FAQ_TRANSITION_MS = 300;

/**
 * Questions and answers, at most one open. Clicking the open question closes it (Mantine's single
 * mode sets the value to null), so the accordion is either all closed or has exactly one item open.
 */
export function FaqAccordion({ items, value, onChange, emptyText = 'No FAQs available.' }: FaqAccordionProps) {
  const [ownValue, setOwnValue] = useState<string | null>(null);
  const open = value === undefined ? ownValue : value;
  const setOpen = onChange ?? setOwnValue;

  if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Accordion
      value={open}
      onChange={setOpen}
      transitionDuration={FAQ_TRANSITION_MS}
      variant="separated"
      radius="md"
      classNames={{ item: classes.item, control: classes.control }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Accordion items from content FAQs: incomplete entries are left out, values are their positions. */
export function faqItems(faqs: Array<{ question?: string; answer?: string }> | undefined, prefix = 'faq'): FaqAccordionItem[] {
  return (faqs ?? []).flatMap((faq, index) =>
    faq.question ? [{ value: `${prefix}-${index}`, question: faq.question, answer: faq.answer ?? '' }] : [],
  );
}
