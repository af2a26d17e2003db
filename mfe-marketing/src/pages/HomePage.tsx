import type { RemotePage } from '@site/shared/contracts';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import { CtaBanner } from '../components/common/CtaBanner';
import { WhyChooseUsSection } from '../components/common/WhyChooseUsSection';
import { HeroSection } from '../components/home/HeroSection';
import { MethodologySection } from '../components/home/MethodologySection';
import { ServicesSection } from '../components/home/ServicesSection';
import { useHomeContent } from '../content/usePageContent';

const HomePage: RemotePage = () => {
  usePageMeta({
    title: pageTitle('CMMI, ISO & Process Compliance Consulting'),
    description:
      'IT management and process-compliance consulting: CMMI appraisals, ISO 9001 and ISO 27001, lean six sigma, audits and training, with 22+ years of experience.',
  });
  const { data } = useHomeContent();
  return (
    <>
      <HeroSection content={data.hero} />
      <WhyChooseUsSection content={data.whyChooseUs} limit={6} />
      <MethodologySection content={data.methodology} />
      <ServicesSection content={data.services} />
      <CtaBanner content={data.cta} />
    </>
  );
};

export default HomePage;
