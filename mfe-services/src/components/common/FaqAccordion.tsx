import { Text } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import classes from './FaqAccordion.module.css';

export interface FaqAccordionItem {
  /** Stable value of the item (its React key). */
  value: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqAccordionItem[];
  /**
   * The exclusive group the items belong to: at most one open among all `<details>` of the page
   * with this name, so a page with several accordions (the FAQ page's categories) keeps one open.
   */
  name: string;
  emptyText?: string;
}

/**
 * Questions and answers, at most one open, as native `<details name>`: the browser keeps the group
 * exclusive and closes the open one on a second click, so the accordion is all closed or has
 * exactly one item open, from first paint, before hydration and with JavaScript off. React never
 * sets `open` (uncontrolled), so hydration keeps what the visitor opened. It opens and closes in
 * 0.3 s (FaqAccordion.module.css), at once under prefers-reduced-motion.
 */
export function FaqAccordion({ items, name, emptyText = 'No FAQs available.' }: FaqAccordionProps) {
  if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <div className={classes.accordion}>
      {items.map((item) => (
        <details key={item.value} name={name} className={classes.item}>
          <summary className={classes.control}>
            <span>{item.question}</span>
            <ChevronDown size={16} aria-hidden className={classes.chevron} />
          </summary>
          <Text c="dimmed" className={classes.panel}>
            {item.answer}
          </Text>
        </details>
      ))}
    </div>
  );
}

/** Accordion items from content FAQs: incomplete entries are left out, values are their positions. */
export function faqItems(faqs: Array<{ question?: string; answer?: string }> | undefined, prefix = 'faq'): FaqAccordionItem[] {
  return (faqs ?? []).flatMap((faq, index) =>
    faq.question ? [{ value: `${prefix}-${index}`, question: faq.question, answer: faq.answer ?? '' }] : [],
  );
}
