import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TestimonialQuote } from '@site/shared/content';
import { Quote } from 'lucide-react';
import { testimonialsCopy } from '../../content/defaults';
import { Section } from '../common/Section';
import classes from './TestimonialsSection.module.css';

/** A testimonial worth showing: words and who said them. */
const isComplete = (item: TestimonialQuote): item is TestimonialQuote & { quote: string; name: string } =>
  Boolean(item?.quote?.trim() && item?.name?.trim());

/**
 * "What our clients say": the featured, active testimonials of the content service, each a quote
 * with its speaker. Nothing at all when there are none (no built-in quotes: a client's words are
 * never made up), so Home simply goes on to the next section.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly TestimonialQuote[] }) {
  const shown = testimonials.filter(isComplete);
  if (shown.length === 0) return null;
  return (
    <Section title={testimonialsCopy.title} subtitle={testimonialsCopy.subtitle} id="testimonials" testId="testimonials">
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(shown.length, 3) }} spacing="lg">
        {shown.map((item, index) => {
          const credit = [item.role, item.company].filter((part) => part?.trim()).join(', ');
          return (
            <Card key={item._id ?? index} component="figure" withBorder radius="lg" padding="xl" className={classes.card} data-testid="testimonial">
              <Quote size={28} aria-hidden="true" className={classes.mark} />
              <blockquote className={classes.quote}>
                <Text>{item.quote}</Text>
              </blockquote>
              <Text component="figcaption" mt="lg" className={classes.caption}>
                <Text component="span" fw={700} className={classes.name}>
                  {item.name}
                </Text>
                {credit ? (
                  <Text component="span" size="sm" c="dimmed" className={classes.credit}>
                    {credit}
                  </Text>
                ) : null}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
