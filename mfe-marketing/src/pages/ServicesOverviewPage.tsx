import { Container } from '@mantine/core';
import { useContent, defaultNavigationMenu } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { CtaBanner } from '../components/common/CtaBanner';
import { PageIntro } from '../components/common/PageIntro';
import { ServiceCategoryCards } from '../components/services/ServiceCategoryCards';
import { defaultCta } from '../content/sectionDefaults';
import { servicesOverviewCopy } from '../content/servicesOverviewCopy';
import { servicesOverviewMeta } from '../content/pageMeta';
import { navigationMenuQuery } from '../content/queries';

// The overview's own call to action (Schedule Consultation and Get Custom Quote), not `ctaSection`.
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
      <PageIntro id="services-heading" title={servicesOverviewCopy.title} lead={servicesOverviewCopy.intro} />
      <Container size="lg" pb={48}>
        <ServiceCategoryCards menu={data} />
      </Container>
      <CtaBanner defaults={overviewCta} />
    </>
  );
};

export default ServicesOverviewPage;
