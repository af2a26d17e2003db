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

/** The diagram's height over its width (`.diagram`'s aspect-ratio). */
const DIAGRAM_ASPECT = 0.85;

/** A line from the hub to a label: its length in % of the diagram's width, and its angle. */
function lineTo([x, y]: readonly [number, number]) {
  const dx = x - 50;
  const dy = (y - 50) * DIAGRAM_ASPECT;
  return { length: Math.hypot(dx, dy), angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/**
 * The service lines are in the HTML from the start; CSS shows them after the spec's delay (at once
 * when the visitor asks for reduced motion), so no script has to run for them to appear. They are
 * HTML boxes moved by `transform`, not SVG strokes: their endless flow runs on the compositor, where
 * an animated stroke offset cost the main thread part of every frame (and a phone's taps waited).
 */
function ServiceDiagram() {
  const animate = !useReducedMotion();
  return (
    <div className={classes.diagram} data-testid="hero-diagram">
      <div
        className={classes.lines}
        data-testid="hero-lines"
        data-animated={animate}
        style={{ '--hero-lines-delay': `${HERO_LINES_DELAY_MS}ms` } as CSSProperties}
        aria-hidden
      >
        {labelPoints.map((point, index) => {
          const { length, angle } = lineTo(point);
          return (
            <div key={index} className={classes.line} style={{ width: `${length}%`, transform: `rotate(${angle}deg)` }}>
              <div className={classes.segment} style={{ animationDelay: `calc(var(--hero-lines-delay) + ${index * 90}ms)` }}>
                <div className={classes.flow} />
              </div>
            </div>
          );
        })}
      </div>
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
