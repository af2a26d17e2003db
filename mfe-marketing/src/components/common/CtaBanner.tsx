import { Container, Group, Text, Title } from '@mantine/core';
import { mergeDefaults, type CtaSection } from '@site/shared/content';
import { defaultCta } from '../../content/sectionDefaults';
import { CtaButton } from './CtaButton';
import classes from './CtaBanner.module.css';

/** The closing call to action of a page, from `ctaSection` (or the page's own copy). */
export function CtaBanner({ content, defaults = defaultCta }: { content?: CtaSection | null; defaults?: typeof defaultCta }) {
  const cta = mergeDefaults(defaults, content);
  return (
    <section aria-labelledby="cta-heading" className={classes.wrapper} data-testid="cta-section">
      <Container size="lg">
        <div className={classes.banner}>
          <Title order={2} id="cta-heading" className={classes.title}>
            {cta.title}
          </Title>
          <Text size="lg" className={classes.subtitle}>
            {cta.subtitle}
          </Text>
          <Group justify="center" gap="md" mt="xl" className={classes.actions}>
            <CtaButton button={cta.primaryButton} fallback={defaults.primaryButton} size="md" variant="white" color="brand" />
            <CtaButton
              button={cta.secondaryButton}
              fallback={defaults.secondaryButton}
              size="md"
              variant="outline"
              className={classes.secondary}
            />
          </Group>
        </div>
      </Container>
    </section>
  );
}
