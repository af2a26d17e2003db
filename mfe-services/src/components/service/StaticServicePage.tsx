import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '@site/shared/seo';
import { use, useRef } from 'react';
import { loadServiceImages } from '../../content/builtInCopy';
import type { StaticServiceDefault } from '../../content/defaults';
import { BackToServices } from '../common/BackToServices';
import { KeyComponents } from '../common/KeyComponents';
import { ServiceCta } from '../common/ServiceCta';
import { ServiceFaqSection } from '../common/ServiceFaqSection';
import { builtInImage, ServiceImage } from '../common/ServiceImage';
import { ServiceSection } from '../common/ServiceSection';
import { serviceMeta } from '../common/serviceMeta';
import { AppraisalsFloatingCard } from './AppraisalsFloatingCard';
import { ContactCard } from './ContactCard';
import { heroImageKeys } from './heroImages';
import classes from './StaticServicePage.module.css';

/** The built-in page of a service, shown when the content service has no document for it. */
export function StaticServicePage({ service }: { service: StaticServiceDefault }) {
  const keyComponentsRef = useRef<HTMLElement | null>(null);
  // In the browser a chunk of their own, asked for beside the page's copy (see builtInCopy.ts).
  const images = use(loadServiceImages());
  const heroImage = builtInImage(images, heroImageKeys[service.slug]);
  // Training's list is of benefits to the participants rather than parts of a service.
  const keyComponentsTitle = service.slug === 'training' ? 'Key Benefits' : 'Key Components';

  usePageMeta(serviceMeta({ slug: service.slug, title: service.title, faqs: service.faqs, image: heroImage, imageAlt: service.title }));

  return (
    <Container size="lg" py="xl" className={classes.page} data-testid="static-service-page" data-service={service.slug}>
      <BackToServices />

      <Grid mt="lg" gap={{ base: "lg", md: "xl" }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={1} className={classes.title}>
            {service.title}
          </Title>
          <Text size="lg" c="dimmed" mt="sm">
            {service.summary}
          </Text>
          <Title order={2} mt="xl" mb="sm">
            Service Overview
          </Title>
          <Stack gap="sm">
            {service.overview.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ServiceImage src={heroImage} alt={`${service.title} illustration`} eager />
            <ContactCard title={service.title} />
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap={64} mt={64}>
        {service.sections.map((section, index) => (
          <ServiceSection
            key={section.title}
            title={section.title}
            reverse={index % 2 === 1}
            image={<ServiceImage src={builtInImage(images, section.image)} alt={section.title} />}
          >
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </ServiceSection>
        ))}

        <KeyComponents ref={keyComponentsRef} items={service.keyComponents} title={keyComponentsTitle} />

        <ServiceFaqSection faqs={service.faqs} />

        <ServiceCta
          title={service.ctaTitle}
          description={service.ctaDescription}
          primary={{ label: service.ctaLabel, to: '/contact' }}
          secondary={{ label: 'Get Custom Quote', to: '/get-quote' }}
        />
      </Stack>

      {service.slug === 'appraisals' ? <AppraisalsFloatingCard stopRef={keyComponentsRef} ctaLabel={service.ctaLabel} /> : null}
    </Container>
  );
}
