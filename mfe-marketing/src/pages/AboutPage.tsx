import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { AboutIntro } from '../components/about/AboutIntro';
import { BranchesSection } from '../components/about/BranchesSection';
import { CoreTeamSection } from '../components/about/CoreTeamSection';
import { ExpansionSection } from '../components/about/ExpansionSection';
import { NarrativeSection } from '../components/about/NarrativeSection';
import { PartnersClientsSection } from '../components/about/PartnersClientsSection';
import { TimelineSection } from '../components/about/TimelineSection';
import { VisionMissionSection } from '../components/about/VisionMissionSection';
import { CtaBanner } from '../components/common/CtaBanner';
import { WhyChooseUsSection } from '../components/common/WhyChooseUsSection';
import { ABOUT_FEATURE_COUNT, defaultOurApproach, defaultWhoWeAre } from '../content/aboutDefaults';
import { aboutMeta } from '../content/pageMeta';
import { useAboutContent } from '../content/useAboutContent';

const AboutPage: RemotePage = () => {
  usePageMeta(aboutMeta());
  const { data } = useAboutContent();
  return (
    <>
      <AboutIntro />
      <NarrativeSection content={data.whoWeAre} defaults={defaultWhoWeAre} id="who-we-are" />
      <NarrativeSection content={data.ourApproach} defaults={defaultOurApproach} id="our-approach" tone="muted" />
      <VisionMissionSection content={data.visionMission} />
      <WhyChooseUsSection content={data.whyChooseUs} limit={ABOUT_FEATURE_COUNT} />
      <TimelineSection content={data.timeline} />
      <ExpansionSection content={data.timeline} />
      <BranchesSection content={data.branches} />
      <CoreTeamSection content={data.team} />
      <PartnersClientsSection content={data.partners} />
      <CtaBanner content={data.cta} />
    </>
  );
};

export default AboutPage;
