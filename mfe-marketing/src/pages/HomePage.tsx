import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { CtaBanner } from '../components/common/CtaBanner';
import { WhyChooseUsSection } from '../components/common/WhyChooseUsSection';
import { HeroSection } from '../components/home/HeroSection';
import { MethodologySection } from '../components/home/MethodologySection';
import { ServicesSection } from '../components/home/ServicesSection';
import { TestimonialsSection } from '../components/home/TestimonialsSection';
import { homeMeta } from '../content/pageMeta';
import { useHomeContent } from '../content/usePageContent';

const HomePage: RemotePage = () => {
  usePageMeta(homeMeta());
  const { data } = useHomeContent();
  return (
    <>
      <HeroSection content={data.hero} />
      <WhyChooseUsSection content={data.whyChooseUs} limit={6} />
      <MethodologySection content={data.methodology} />
      <ServicesSection content={data.services} />
      <TestimonialsSection testimonials={data.testimonials} />
      <CtaBanner content={data.cta} />
    </>
  );
};

export default HomePage;
