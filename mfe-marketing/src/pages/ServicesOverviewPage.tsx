import { Container, Text, Title } from '@mantine/core';
import { useContent, defaultNavigationMenu } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { CtaBanner } from '../components/common/CtaBanner';
import { ServiceCategoryCards } from '../components/services/ServiceCategoryCards';
import { defaultCta, servicesOverviewCopy } from '../content/defaults';
import { servicesOverviewMeta } from '../content/pageMeta';
import { navigationMenuQuery } from '../content/queries';
import classes from './ServicesOverviewPage.module.css';

// The overview's own call to action (spec: Schedule Consultation and Get Custom Quote), not `ctaSection`.
const overviewCta: typeof defaultCta = {
  title: servicesOverviewCopy.ctaTitle,
  subtitle: servicesOverviewCopy.ctaSubtitle,
  primaryButton: { ...servicesOverviewCopy.primaryButton },
  secondaryButton: { ...servicesOverviewCopy.secondaryButton },
};

const ServicesOverviewPage: RemotePage = () => {
  usePageMeta(servicesOverviewMeta());
  const { data } = useContent(navigationMenuQuery, {}, defaultNavigationMenu);
  return (
    <>
      <section aria-labelledby="services-heading" className={classes.intro}>
        <Container size="md">
          <Title order={1} id="services-heading" className={classes.title}>
            {servicesOverviewCopy.title}
          </Title>
          <Text size="xl" mt="md" className={classes.lead}>
            {servicesOverviewCopy.intro}
          </Text>
        </Container>
      </section>
      <Container size="lg" pb={48}>
        <ServiceCategoryCards menu={data} />
      </Container>
      <CtaBanner defaults={overviewCta} />
    </>
  );
};

export default ServicesOverviewPage;
