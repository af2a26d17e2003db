import { Container, Stack, Text, Title } from '@mantine/core';
import { imagePlaceholder, imageUrl, RichText, type ServicePage } from '@site/shared/content';
import { usePageMeta } from '@site/shared/seo';
import { use } from 'react';
import { loadServiceCopy } from '../../content/builtInCopy';
import type { StaticServiceDefault } from '../../content/defaults';
import { BackToServices } from '../common/BackToServices';
import { KeyComponents } from '../common/KeyComponents';
import { ServiceCta } from '../common/ServiceCta';
import { ServiceFaqSection } from '../common/ServiceFaqSection';
import { ServiceImage } from '../common/ServiceImage';
import { ServiceSection } from '../common/ServiceSection';
import { serviceMeta } from '../common/serviceMeta';
import classes from './GenericServicePage.module.css';
import { serviceTitleText } from './serviceTitle';

export const DEFAULT_CTA_TITLE = 'Ready to Transform Your Business?';
export const DEFAULT_CTA_DESCRIPTION = 'Let our experts help you achieve excellence and operational efficiency.';

const hasBlocks = (value: unknown[] | undefined) => Array.isArray(value) && value.length > 0;

/** The built-in paragraphs of a service's section of that title (any case), for a section content left empty. */
export function sectionParagraphs(service: StaticServiceDefault | undefined, title: string | undefined): string[] | undefined {
  if (!title) return undefined;
  const wanted = title.trim().toLowerCase();
  return service?.sections.find((section) => section.title.toLowerCase() === wanted)?.paragraphs;
}

/**
 * A service page built from a content document. For one of the built-in services, empty parts
 * (overview, a known section's text) fall back to that service's built-in copy.
 */
export function GenericServicePage({ page, slug }: { page: ServicePage; slug: string | undefined }) {
  const title = serviceTitleText(page.title);
  const heroSrc = imageUrl(page.heroImage, 1200, 675);
  const sections = (page.contentSections ?? []).filter((section) => section.title || hasBlocks(section.content));
  // A document with every part written carries the page's copy: the built-in copy's chunk is asked
  // for only when a part is empty.
  const needsBuiltIn = Boolean(slug) && (!hasBlocks(page.serviceOverview) || sections.some((section) => !hasBlocks(section.content)));
  const builtIn = needsBuiltIn && slug ? use(loadServiceCopy(slug)).static : undefined;

  usePageMeta(serviceMeta({ slug: slug ?? page.slug ?? '', title, seo: page.seo, faqs: page.faqs, image: heroSrc, imageAlt: page.heroImage?.alt ?? title }));

  return (
    <div data-testid="generic-service-page" data-service={slug}>
      <header className={classes.hero}>
        <Container size="lg" py={{ base: 'xl', md: 64 }}>
          <BackToServices />
          <div className={classes.heroGrid}>
            <div>
              <Title order={1} className={classes.title}>
                {title}
              </Title>
              {page.heroSection?.subtitle ? (
                <Text size="xl" fw={600} mt="md" className={classes.subtitle}>
                  {page.heroSection.subtitle}
                </Text>
              ) : null}
              {page.heroSection?.description ? (
                <Text size="lg" mt="sm" c="dimmed">
                  {page.heroSection.description}
                </Text>
              ) : null}
            </div>
            {heroSrc ? <ServiceImage src={heroSrc} alt={page.heroImage?.alt ?? title} width={1200} height={675} eager placeholder={imagePlaceholder(page.heroImage)} /> : null}
          </div>
        </Container>
      </header>

      <Container size="lg" py="xl">
        <Stack gap={64}>
          {hasBlocks(page.serviceOverview) || builtIn ? (
            <section aria-labelledby="service-overview-heading" className={classes.prose}>
              <Title order={2} id="service-overview-heading" mb="sm">
                Service Overview
              </Title>
              {hasBlocks(page.serviceOverview) ? (
                <RichText value={page.serviceOverview} />
              ) : (
                builtIn?.overview.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
              )}
            </section>
          ) : null}

          {sections.map((section, index) => {
            const src = imageUrl(section.image, 960, 540);
            const fallback = hasBlocks(section.content) ? undefined : sectionParagraphs(builtIn, section.title);
            return (
              <ServiceSection
                key={section._key ?? index}
                title={section.title}
                textClassName={classes.prose}
                image={src ? <ServiceImage src={src} alt={section.image?.alt ?? section.title ?? ''} width={960} height={540} /> : undefined}
              >
                {fallback ? fallback.map((paragraph) => <p key={paragraph}>{paragraph}</p>) : <RichText value={section.content} />}
              </ServiceSection>
            );
          })}

          <KeyComponents items={page.keyComponents} />

          <ServiceFaqSection faqs={page.faqs} />

          <ServiceCta
            title={page.ctaTitle?.trim() || DEFAULT_CTA_TITLE}
            description={page.ctaDescription?.trim() || DEFAULT_CTA_DESCRIPTION}
            primary={{ label: 'Get Started', to: '/contact' }}
            secondary={{ label: 'Get Quote', to: '/get-quote' }}
          />
        </Stack>
      </Container>
    </div>
  );
}
