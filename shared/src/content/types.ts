/**
 * Shapes of what the content service's queries return, one type per document type of the schema in
 * `cms/schema/`. They describe query results after the usual projections (`"slug": slug.current`,
 * `featuredImage{alt, asset->{_id, url}}`), not the stored documents, so a slug is a string here.
 * Every field is optional: an editor can leave anything out, and pages merge what arrives over their
 * built-in defaults.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** Icon names the content uses; they are lucide icon names. Unknown names must fall back gracefully. */
export type ContentIconName =
  | 'Shield'
  | 'Zap'
  | 'Globe'
  | 'GraduationCap'
  | 'Award'
  | 'CheckCircle'
  | 'Clock'
  | 'Users'
  | 'TrendingUp';

/** An icon field: one of the known names, but content may hold any string. */
export type IconField = ContentIconName | (string & {});

/** Sanity adds a `_key` to every object inside an array; handy as a React key. */
export interface Keyed {
  _key?: string;
}

/** System fields a document carries when the query returns them (`{...}` or explicit). */
export interface DocumentMeta {
  _id?: string;
  _type?: string;
  _createdAt?: string;
  _updatedAt?: string;
  _rev?: string;
}

/**
 * An image field. Unexpanded it holds `asset._ref`; after `asset->{_id, url}` it holds `_id` and
 * `url`. Either is enough to build a sized URL through the image service.
 */
/** The part of the image an editor kept (fractions cut from each side), as Sanity stores it. */
export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The area an editor marked as what must stay in view, as fractions of the image. */
export interface ImageHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageRef {
  /** `metadata.lqip`: a tiny blurred copy as a data URL, painted until the image arrives. */
  asset?: { url?: string; _ref?: string; _id?: string; _type?: string; metadata?: { lqip?: string } };
  alt?: string;
}

/** An image as an editor set it in the Studio (`hotspot: true`): the crop and hotspot apply to every rendition. */
export interface EditorImage extends ImageRef {
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

/** A link button: visible text and an in-site path or absolute URL. */
export interface LinkButton {
  text?: string;
  link?: string;
}

export interface QuestionAnswer extends Keyed {
  question?: string;
  answer?: string;
}

// ---------------------------------------------------------------------------------------------
// Portable Text (a local minimal model, structurally compatible with @portabletext/types)
// ---------------------------------------------------------------------------------------------

export interface PortableTextSpan {
  _type: 'span';
  _key?: string;
  text: string;
  marks?: string[];
}

/** A mark definition referenced from `span.marks` by `_key`; `link` carries `href`. */
export interface PortableTextMarkDef {
  _type: string;
  _key: string;
  href?: string;
  [field: string]: unknown;
}

export interface PortableTextTextBlock {
  _type: 'block';
  _key?: string;
  children: PortableTextSpan[];
  markDefs?: PortableTextMarkDef[];
  style?: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote' | (string & {});
  listItem?: 'bullet' | 'number' | (string & {});
  level?: number;
}

/** An inline image inside rich text. */
export interface PortableTextImage extends ImageRef {
  _type: 'image';
  _key?: string;
  caption?: string;
}

export type PortableTextBlock = PortableTextTextBlock | PortableTextImage;

/** Rich text as stored and returned: an array of blocks. */
export type PortableTextBlocks = PortableTextBlock[];

// ---------------------------------------------------------------------------------------------
// SEO
// ---------------------------------------------------------------------------------------------

export interface Seo {
  metaTitle?: string;
  metaDescription?: string;
  canonicalUrl?: string;
  /** e.g. 'index, follow' (the default when missing). */
  robotsTag?: string;
  /** When true, the page emits FAQPage structured data from its FAQs. */
  faqSchema?: boolean;
}

export interface BlogSeo extends Seo {
  imageAltText?: string;
}

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

export interface HeroSection extends DocumentMeta {
  subtitle?: string;
  primaryCta?: LinkButton;
  secondaryCta?: LinkButton;
}

export interface ServiceCard extends Keyed {
  title?: string;
  description?: string;
  icon?: IconField;
  features?: string[];
}

export interface ServicesSection extends DocumentMeta {
  title?: string;
  subtitle?: string;
  services?: ServiceCard[];
}

export interface FeatureCard extends Keyed {
  icon?: IconField;
  title?: string;
  description?: string;
  /** A short claim shown on the card, e.g. '22+ years'. */
  stat?: string;
}

export interface WhyChooseUs extends DocumentMeta {
  title?: string;
  subtitle?: string;
  features?: FeatureCard[];
}

export interface MethodologyStep extends Keyed {
  /** Display number of the step, e.g. '01'. */
  step?: string;
  title?: string;
  description?: string;
}

export interface MethodologySection extends DocumentMeta {
  title?: string;
  subtitle?: string;
  steps?: MethodologyStep[];
}

export interface CtaSection extends DocumentMeta {
  title?: string;
  subtitle?: string;
  primaryButton?: LinkButton;
  secondaryButton?: LinkButton;
}

// ---------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------

/** whoWeAreSection and ourApproachSection share this shape. */
export interface NarrativeSection extends DocumentMeta {
  title?: string;
  /** Paragraphs, in order. */
  content?: string[];
  strategiesTitle?: string;
  strategies?: string[];
}

export type WhoWeAreSection = NarrativeSection;
export type OurApproachSection = NarrativeSection;

export interface CoreValue extends Keyed {
  title?: string;
  description?: string;
}

export interface VisionMissionSection extends DocumentMeta {
  visionTitle?: string;
  visionContent?: string;
  missionTitle?: string;
  missionContent?: string;
  valuesTitle?: string;
  values?: CoreValue[];
}

export interface Milestone extends Keyed {
  /** e.g. '2022'. */
  year?: string;
  title?: string;
  description?: string;
}

/** The spec lists this type without fields; these are the ones the schema chose. */
export interface JourneyTimelineSection extends DocumentMeta {
  title?: string;
  subtitle?: string;
  milestones?: Milestone[];
  expansionTitle?: string;
  expansionHighlights?: string[];
}

export interface Branch extends Keyed {
  name?: string;
  address?: string;
}

export interface ExperienceBranchesSection extends DocumentMeta {
  title?: string;
  subtitle?: string;
  branches?: Branch[];
}

export interface Stat extends Keyed {
  label?: string;
  /** Display value, e.g. '200+'. */
  value?: string;
}

export interface PartnersClientsSection extends DocumentMeta {
  stats?: Stat[];
  description?: string;
}

export interface TeamMember extends Keyed {
  name?: string;
  title?: string;
  location?: string;
  picture?: ImageRef;
  about?: string;
}

export interface CoreTeamSection extends DocumentMeta {
  teamMembers?: TeamMember[];
}

// ---------------------------------------------------------------------------------------------
// Blog and FAQ
// ---------------------------------------------------------------------------------------------

export interface TableOfContentsItem extends Keyed {
  heading?: string;
  /** The heading's id in the rendered article (see `headingId`). */
  anchor?: string;
  /** 0 for an h2, 1 for an h3. */
  level?: number;
}

export interface BlogPost extends DocumentMeta {
  title?: string;
  slug?: string;
  excerpt?: string;
  /** Rich text body. */
  content?: PortableTextBlocks;
  /** An HTML body some posts carry instead of `content`; it must be sanitized before display. */
  contentHtml?: string;
  author?: string;
  /** ISO date-time. */
  publishedAt?: string;
  category?: string;
  /** e.g. '6 min read'. */
  readTime?: string;
  tableOfContents?: TableOfContentsItem[];
  featuredImage?: EditorImage;
  seo?: BlogSeo;
  /** Question and answer pairs for FAQ structured data when `seo.faqSchema` is true. */
  faqs?: QuestionAnswer[];
}

export interface Faq extends DocumentMeta {
  question?: string;
  answer?: string;
  /** e.g. 'Services', 'Pricing', 'Process', 'Support'. */
  category?: string;
  order?: number;
  isActive?: boolean;
}

/**
 * A client's words about working with the firm. The spec shows only isActive and isFeatured; quote,
 * name, role, company and order are the schema's choice. Visitors see active ones only; Home shows
 * the featured ones, in `order`.
 */
export interface Testimonial extends DocumentMeta {
  quote?: string;
  /** The person quoted. */
  name?: string;
  /** Their job title, e.g. 'Head of Quality'. */
  role?: string;
  company?: string;
  order?: number;
  isActive?: boolean;
  isFeatured?: boolean;
}

/** A testimonial as a page shows it: active and featured are what selected it, so they are not read. */
export type TestimonialQuote = Pick<Testimonial, '_id' | 'quote' | 'name' | 'role' | 'company'>;

// ---------------------------------------------------------------------------------------------
// Site-wide
// ---------------------------------------------------------------------------------------------

export interface SocialLink extends Keyed {
  /** e.g. 'LinkedIn', 'X', 'YouTube', 'Facebook'. */
  platform?: string;
  url?: string;
}

export interface SiteSettings extends DocumentMeta {
  logo?: ImageRef;
  siteName?: string;
  navbarBrandText?: string;
  tagline?: string;
  footerDescription?: string;
  socialLinks?: SocialLink[];
  accreditationLogo?: ImageRef;
  accreditationText?: string;
}

export interface NavigationService extends Keyed {
  name?: string;
  /** Route slug of the service page, e.g. 'advisory' for /advisory. */
  slug?: string;
}

export interface ServiceCategory extends Keyed {
  /** Stable id, e.g. 'governance'. */
  id?: string;
  title?: string;
  icon?: IconField;
  description?: string;
  services?: NavigationService[];
}

export interface NavigationMenu extends DocumentMeta {
  serviceCategories?: ServiceCategory[];
}

/** The spec lists this type without fields; these are the ones the schema chose. */
export interface ContactInfo extends DocumentMeta {
  /** Display numbers, e.g. '+91 40 4850 1234'. */
  phones?: string[];
  email?: string;
  addressLines?: string[];
  city?: string;
  postalCode?: string;
  country?: string;
  /** A Google Maps embed URL for an iframe. */
  mapEmbedUrl?: string;
  /** A link that opens the location in a maps app. */
  mapLink?: string;
  /** International number, digits with optional leading '+'. */
  whatsapp?: string;
  hours?: string;
}

// ---------------------------------------------------------------------------------------------
// Service pages
// ---------------------------------------------------------------------------------------------

export interface ServiceHero {
  subtitle?: string;
  description?: string;
}

export interface ServiceContentSection extends Keyed {
  title?: string;
  content?: PortableTextBlocks;
  image?: ImageRef;
}

/**
 * Content of a service page by slug. A document for a built-in service slug replaces that service's
 * static page; any other slug is served by the generic page at /{slug}.
 */
export interface ServicePage extends DocumentMeta {
  /** Plain text, or rich text in older content (the generic page renders both). */
  title?: string | PortableTextBlocks;
  slug?: string;
  serviceOverview?: PortableTextBlocks;
  heroImage?: EditorImage;
  heroSection?: ServiceHero;
  contentSections?: ServiceContentSection[];
  keyComponents?: string[];
  faqs?: QuestionAnswer[];
  ctaTitle?: string;
  ctaDescription?: string;
  seo?: Seo;
}

// ---------------------------------------------------------------------------------------------
// The whole set
// ---------------------------------------------------------------------------------------------

/** Document type name to its query result shape; the schema in `cms/schema/` has the same names. */
export interface ContentDocumentTypes {
  heroSection: HeroSection;
  servicesSection: ServicesSection;
  whyChooseUs: WhyChooseUs;
  methodologySection: MethodologySection;
  ctaSection: CtaSection;
  whoWeAreSection: WhoWeAreSection;
  ourApproachSection: OurApproachSection;
  visionMissionSection: VisionMissionSection;
  journeyTimelineSection: JourneyTimelineSection;
  experienceBranchesSection: ExperienceBranchesSection;
  partnersClientsSection: PartnersClientsSection;
  coreTeamSection: CoreTeamSection;
  blogPost: BlogPost;
  faq: Faq;
  testimonial: Testimonial;
  siteSettings: SiteSettings;
  navigationMenu: NavigationMenu;
  contactInfo: ContactInfo;
  servicePage: ServicePage;
}

export type ContentDocumentType = keyof ContentDocumentTypes;

export type ContentDocument = ContentDocumentTypes[ContentDocumentType];
