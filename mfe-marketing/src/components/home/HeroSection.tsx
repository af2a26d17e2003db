import { Container, Group, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { mergeDefaults, type HeroSection as HeroContent } from '@site/shared/content';
import { ShieldCheck } from 'lucide-react';
import type { CSSProperties } from 'react';
import { defaultHero } from '../../content/defaults';
import { CtaButton } from '../common/CtaButton';
import classes from './HeroSection.module.css';

// The hero's design, not its content (the schema has no fields for these): the headline words, the
// labels the service lines connect, and the delay before the lines appear (800 ms, as the spec says).
const heroWords = ['Govern.', 'Comply.', 'Excel.'] as const;
const heroLabels = ['Governance & Advisory', 'Technology & Security', 'Process & Operations', 'Digital Strategy'] as const;
const HERO_LINES_DELAY_MS = 800;

// Label centres in the diagram's 0-100 box; the lines run from the hub at (50, 50) to each of them,
// ending under the label so the label covers the line's end.
const labelPoints = [
  [25, 8],
  [75, 8],
  [25, 92],
  [75, 92],
] as const;

/**
 * The service lines are in the HTML from the start; CSS shows them after the spec's delay (at once
 * when the visitor asks for reduced motion), so no script has to run for them to appear.
 */
function ServiceDiagram() {
  const animate = !useReducedMotion();
  return (
    <div className={classes.diagram} data-testid="hero-diagram">
      <svg
        className={classes.lines}
        data-testid="hero-lines"
        data-animated={animate}
        style={{ '--hero-lines-delay': `${HERO_LINES_DELAY_MS}ms` } as CSSProperties}
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden
        focusable="false"
      >
        {labelPoints.map(([x, y], index) => (
          <g key={index} className={classes.line} style={{ animationDelay: `calc(var(--hero-lines-delay) + ${index * 90}ms)` }}>
            <line x1={50} y1={50} x2={x} y2={y} className={classes.track} vectorEffect="non-scaling-stroke" />
            <line x1={50} y1={50} x2={x} y2={y} className={classes.flow} vectorEffect="non-scaling-stroke" />
          </g>
        ))}
      </svg>
      <div className={classes.hub} aria-hidden>
        <ShieldCheck size={36} />
      </div>
      <ul className={classes.labels} aria-label="Our practice areas">
        {heroLabels.map((label) => (
          <li key={label} className={classes.label}>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Home hero: three headline words, the subtitle and calls to action from `heroSection`, and the service diagram. */
export function HeroSection({ content }: { content?: HeroContent | null }) {
  const hero = mergeDefaults(defaultHero, content);
  return (
    <section aria-labelledby="hero-heading" className={classes.hero} data-testid="hero">
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Title order={1} id="hero-heading" className={classes.headline}>
            {heroWords.map((word) => (
              <span key={word} className={classes.word}>
                {word}{' '}
              </span>
            ))}
          </Title>
          <Text size="xl" className={classes.subtitle}>
            {hero.subtitle}
          </Text>
          <Group gap="md" mt="xl" className={classes.actions}>
            <CtaButton button={hero.primaryCta} fallback={defaultHero.primaryCta} size="lg" />
            <CtaButton button={hero.secondaryCta} fallback={defaultHero.secondaryCta} size="lg" variant="outline" />
          </Group>
        </div>
        <ServiceDiagram />
      </Container>
    </section>
  );
}
