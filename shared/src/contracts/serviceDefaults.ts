/**
 * The services remote's built-in copy of every service page and of the FAQ page, as published in
 * `service-defaults.json` beside its mf-manifest.json. Two readers: the remote itself, and the chat
 * service, which downloads the live version's file to answer from it. Declared here, once, for both:
 * a change of shape is a change of this contract.
 */
export interface QuestionAnswerDefault {
  question: string;
  answer: string;
}

export interface ServiceSectionDefault {
  title: string;
  paragraphs: string[];
  /** A key of `serviceImages` in the services remote's `src/assets`. */
  image: string;
}

export interface StaticServiceDefault {
  slug: string;
  title: string;
  summary: string;
  overview: string[];
  sections: ServiceSectionDefault[];
  keyComponents: string[];
  faqs: QuestionAnswerDefault[];
  ctaTitle: string;
  ctaDescription: string;
  /** Label of the contact button of the closing call to action. */
  ctaLabel: string;
}

export interface PlaceholderServiceDefault {
  slug: string;
  title: string;
  summary: string;
}

export interface FaqCategoryDefault {
  category: string;
  questions: QuestionAnswerDefault[];
}

export interface ServiceDefaults {
  services: StaticServiceDefault[];
  placeholders: PlaceholderServiceDefault[];
  faqPage: FaqCategoryDefault[];
}

type DeepPartial<T> = T extends Array<infer Item> ? Array<DeepPartial<Item>> : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * The file as another reader receives it: any field may be missing (the live release may be older or
 * newer than the reader), except the slug and title that name a page.
 */
export type ReceivedServiceDefaults = DeepPartial<Omit<ServiceDefaults, 'services' | 'placeholders'>> & {
  services?: Array<DeepPartial<StaticServiceDefault> & Pick<StaticServiceDefault, 'slug' | 'title'>>;
  placeholders?: Array<DeepPartial<PlaceholderServiceDefault> & Pick<PlaceholderServiceDefault, 'slug' | 'title'>>;
};
