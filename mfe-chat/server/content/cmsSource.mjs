// @ts-check
import { createClient } from '@sanity/client';

const TYPES = '["faq", "servicePage", "blogPost"]';

// All three in one request, so the index never mixes two versions of the content.
const CONTENT_QUERY = /* groq */ `{
  "faqs": *[_type == "faq" && isActive == true] | order(order asc) { _id, question, answer, category },
  "servicePages": *[_type == "servicePage" && defined(slug.current)] {
    _id, title, "slug": slug.current, heroSection, serviceOverview,
    contentSections[] { title, content }, keyComponents, faqs[] { question, answer }, ctaTitle, ctaDescription
  },
  "blogPosts": *[_type == "blogPost" && isPublished == true] {
    _id, title, "slug": slug.current, excerpt, category, content, contentHtml, faqs[] { question, answer }
  }
}`;

// Cheap enough to ask every few seconds: changes to any indexed document move one of the two.
const FINGERPRINT_QUERY = /* groq */ `{
  "count": count(*[_type in ${TYPES}]),
  "updated": *[_type in ${TYPES}] | order(_updatedAt desc)[0]._updatedAt
}`;

/**
 * Reads the indexed documents from the content service (a real Sanity project or the local one).
 * `token`: the site's servers' read token, so these reads count against their budget, not a visitor's.
 * @param {{ cmsUrl: string; projectId: string; dataset: string; token?: string; timeoutMs?: number }} options
 */
export function createCmsSource({ cmsUrl, projectId, dataset, token, timeoutMs = 5000 }) {
  const client = createClient({
    projectId,
    dataset,
    apiHost: cmsUrl,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    perspective: 'published',
    ...(token ? { token } : {}),
    timeout: timeoutMs,
    // One failed poll is retried at the next one; retrying here would only delay the answer.
    maxRetries: 0,
  });
  return {
    /** @returns {Promise<string>} */
    async fingerprint() {
      const result = await client.fetch(FINGERPRINT_QUERY);
      return JSON.stringify(result);
    },
    /** @returns {Promise<import('../retrieval/documents.mjs').CmsContent>} */
    async load() {
      return client.fetch(CONTENT_QUERY);
    },
  };
}
