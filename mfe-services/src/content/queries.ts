/** One service page by slug. The slug travels as a GROQ param, never pasted into the query. */
export const servicePageQuery = /* groq */ `*[_type == "servicePage" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  serviceOverview,
  heroImage{ alt, crop, hotspot, asset->{ _id, url, "metadata": { "lqip": metadata.lqip } } },
  heroSection{ subtitle, description },
  contentSections[]{ _key, title, content, image{ alt, asset->{ _id, url } } },
  keyComponents,
  faqs[]{ _key, question, answer },
  ctaTitle,
  ctaDescription,
  seo
}`;

/** What the sitemap needs of every service page. */
export const sitemapServicePagesQuery = /* groq */ `*[_type == "servicePage" && defined(slug.current)]{ "slug": slug.current, _updatedAt }`;

/** The FAQ page's questions: active ones only, in the editors' order. */
export const faqsQuery = /* groq */ `*[_type == "faq" && isActive == true] | order(order asc){
  _id,
  question,
  answer,
  category,
  order
}`;

/** One `faq` document as `faqsQuery` returns it. */
export interface FaqDocument {
  _id: string;
  question?: string | null;
  answer?: string | null;
  category?: string | null;
  order?: number | null;
}
