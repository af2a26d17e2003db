// All GROQ of the marketing remote. Each page fetches its sections in one round trip; every section
// is a singleton document read by type, so a missing document comes back as null and the page falls
// back to its built-in copy for that section alone.
export { navigationMenuQuery } from '@site/shared/content';

const linkButton = /* groq */ `{ text, link }`;

const whyChooseUsProjection = /* groq */ `{
  title, subtitle, features[]{ _key, icon, title, description, stat }
}`;

const ctaProjection = /* groq */ `{
  title, subtitle, primaryButton${linkButton}, secondaryButton${linkButton}
}`;

const narrativeProjection = /* groq */ `{ title, content, strategiesTitle, strategies }`;

/**
 * Home's "What our clients say": active testimonials (the spec filters testimonials by isActive)
 * that editors featured, in their order; at most six, the most the section lays out.
 */
export const featuredTestimonialsQuery = /* groq */ `*[_type == "testimonial" && isActive == true && isFeatured == true] | order(order asc)[0...6]{
  _id, quote, name, role, company
}`;

export const homePageQuery = /* groq */ `{
  "hero": *[_type == "heroSection"][0]{ subtitle, primaryCta${linkButton}, secondaryCta${linkButton} },
  "whyChooseUs": *[_type == "whyChooseUs"][0]${whyChooseUsProjection},
  "methodology": *[_type == "methodologySection"][0]{ title, subtitle, steps[]{ _key, step, title, description } },
  "services": *[_type == "servicesSection"][0]{ title, subtitle, services[]{ _key, title, description, icon, features } },
  "cta": *[_type == "ctaSection"][0]${ctaProjection},
  "testimonials": ${featuredTestimonialsQuery}
}`;

export const aboutPageQuery = /* groq */ `{
  "whoWeAre": *[_type == "whoWeAreSection"][0]${narrativeProjection},
  "ourApproach": *[_type == "ourApproachSection"][0]${narrativeProjection},
  "visionMission": *[_type == "visionMissionSection"][0]{
    visionTitle, visionContent, missionTitle, missionContent, valuesTitle, values[]{ _key, title, description }
  },
  "whyChooseUs": *[_type == "whyChooseUs"][0]${whyChooseUsProjection},
  "timeline": *[_type == "journeyTimelineSection"][0]{
    title, subtitle, milestones[]{ _key, year, title, description }, expansionTitle, expansionHighlights
  },
  "branches": *[_type == "experienceBranchesSection"][0]{ title, subtitle, branches[]{ _key, name, address } },
  "team": *[_type == "coreTeamSection"][0]{
    teamMembers[]{ _key, name, title, location, about, picture{ alt, asset->{ _id, url } } }
  },
  "partners": *[_type == "partnersClientsSection"][0]{ stats[]{ _key, label, value }, description },
  "cta": *[_type == "ctaSection"][0]${ctaProjection}
}`;
