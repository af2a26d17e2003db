/**
 * Every GROQ query of the blog remote. Inputs travel as GROQ params (`$slug`, `$category`, `$id`),
 * never pasted into the text. Drafts, release versions and unpublished posts never reach visitors,
 * even when someone types a draft's id into the article URL.
 */

const visiblePost = `_type == "blogPost" && isPublished == true && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/** What a card needs: the list and the related-articles grid. */
const cardFields = `_id, title, "slug": slug.current, excerpt, author, publishedAt, category, readTime,
  featuredImage{alt, crop, hotspot, asset->{_id, url, "metadata": {"lqip": metadata.lqip}}}`;

/** Published posts, newest first. */
export const blogPostsQuery = `*[${visiblePost}] | order(publishedAt desc) {
  ${cardFields}
}`;

/** One post by slug; an id works too, so links built from a post without a slug still resolve. */
export const blogPostQuery = `*[${visiblePost} && (slug.current == $slug || _id == $slug)] | order(publishedAt desc)[0] {
  ${cardFields},
  content[]{..., _type == "image" => {..., asset->{_id, url}}},
  contentHtml,
  tableOfContents[]{_key, heading, anchor, level},
  faqs[]{_key, question, answer},
  seo,
  _updatedAt
}`;

/** Other posts of the article's category, never the article itself. */
export const relatedPostsQuery = `*[${visiblePost} && category == $category && _id != $id] | order(publishedAt desc)[0...3] {
  ${cardFields}
}`;

/** The resources hub's Blog card: the four newest published posts. */
export const latestPostsQuery = `*[${visiblePost}] | order(publishedAt desc)[0...4] { _id, title, "slug": slug.current }`;

/** What the sitemap needs of every published post. */
export const sitemapPostsQuery = `*[${visiblePost} && defined(slug.current)] | order(publishedAt desc) { "slug": slug.current, _updatedAt }`;

/** The category of every visible post: the values `?category=` can usefully take. */
export const postCategoriesQuery = `*[${visiblePost} && defined(category)].category`;
