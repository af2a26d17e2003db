// @vitest-environment node
// @ts-check
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService } from './createContentService.mjs';

const datasetPath = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../dataset/images', import.meta.url));

/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {string} */
let baseUrl;
/** @type {import('@sanity/client').SanityClient} */
let client;
/** Method and path of every request the service received, to see GET versus POST. */
const requests = /** @type {string[]} */ ([]);

/** @param {Partial<import('@sanity/client').ClientConfig>} [overrides] */
const clientFor = (overrides = {}) =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: baseUrl,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    perspective: 'published',
    maxRetries: 0,
    ...overrides,
  });

/** @param {string} query @param {Record<string, string>} [params] */
const queryUrl = (query, params = {}) => {
  const url = new URL(`${baseUrl}/v2023-05-03/data/query/production`);
  url.searchParams.set('query', query);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
};

beforeAll(async () => {
  app = await createContentService({ datasetPath, imagesDir });
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  baseUrl = `http://127.0.0.1:${address.port}`;
  client = clientFor();
});

afterAll(async () => {
  await app?.close();
});

const POST_LIST = `*[_type == "blogPost" && isPublished == true] | order(publishedAt desc){
  _id, title, "slug": slug.current, excerpt, author, publishedAt, category, readTime,
  featuredImage{alt, asset->{_id, url}}
}`;

const POST_BY_SLUG = `*[_type == "blogPost" && slug.current == $slug && isPublished == true][0]{
  _id, _updatedAt, title, "slug": slug.current, excerpt, content, contentHtml, author, publishedAt, category,
  readTime, tableOfContents, faqs, seo, featuredImage{alt, asset->{_id, url}}
}`;

const RELATED = `*[_type == "blogPost" && isPublished == true && category == $category && slug.current != $slug]
  | order(publishedAt desc)[0...3]{_id, title, "slug": slug.current, category}`;

const SERVICE_PAGE = `*[_type == "servicePage" && slug.current == $slug][0]{
  title, "slug": slug.current, serviceOverview, heroImage{alt, asset->{url}}, heroSection,
  contentSections[]{title, content, image{alt, asset->{url}}}, keyComponents, faqs, ctaTitle, ctaDescription, seo
}`;


describe('queries the site makes, through @sanity/client', () => {
  it('returns the hero section', async () => {
    const hero = await client.fetch(`*[_type == "heroSection"][0]{subtitle, primaryCta, secondaryCta}`);
    expect(hero.subtitle).toMatch(/CMMI/);
    expect(hero.primaryCta).toEqual({ text: 'Get Started', link: '/contact' });
    expect(hero.secondaryCta).toEqual({ text: 'Our Services', link: '/services' });
  });

  it('returns the navigation menu with its four categories', async () => {
    const menu = await client.fetch(`*[_type == "navigationMenu"][0]{serviceCategories[]{id, title, icon, services[]{name, slug}}}`);
    expect(menu.serviceCategories.map((/** @type {{ id: string }} */ c) => c.id)).toEqual(['governance', 'process', 'technology', 'talent']);
    expect(menu.serviceCategories[0].services).toContainEqual({ name: 'Advisory Services', slug: 'advisory' });
    expect(menu.serviceCategories[3].services.map((/** @type {{ slug: string }} */ s) => s.slug)).toEqual(['training', 'recruitment']);
  });

  it('lists published posts newest first, with slugs and image URLs', async () => {
    const list = await client.fetch(POST_LIST);
    expect(list.length).toBeGreaterThanOrEqual(10);
    const dates = list.map((/** @type {{ publishedAt: string }} */ p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    expect(list[0].slug).toBe('cobit-2019-governance-dashboard');
    for (const post of list) {
      expect(typeof post.slug).toBe('string');
      expect(post.featuredImage.alt).toBeTruthy();
      expect(post.featuredImage.asset.url).toMatch(new RegExp(`^${baseUrl}/images/local/production/[0-9a-f]{40}-\\d+x\\d+\\.(webp|jpg|png)$`));
    }
    const slugs = list.map((/** @type {{ slug: string }} */ p) => p.slug);
    expect(slugs).toContain('incident-response-tabletop-exercises');
    expect(slugs).not.toContain('soc-2-type-ii-readiness-timeline');
    expect(slugs).not.toContain('hitrust-r2-roadmap');
    expect(new Set(list.map((/** @type {{ category: string }} */ p) => p.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('fetches one post by $slug, with rich text and a table of contents', async () => {
    const post = await client.fetch(POST_BY_SLUG, { slug: 'cmmi-3-level-3-appraisal-readiness' });
    expect(post.title).toBe('CMMI V3.0 Maturity Level 3: Getting Appraisal-Ready in 2026');
    expect(post.content.some((/** @type {{ style?: string }} */ b) => b.style === 'h2')).toBe(true);
    expect(post.content.some((/** @type {{ _type: string }} */ b) => b._type === 'image')).toBe(true);
    expect(post.tableOfContents[0]).toMatchObject({ heading: 'What Level 3 Really Asks For', anchor: 'what-level-3-really-asks-for', level: 0 });
    expect(post.seo.robotsTag).toBe('index, follow');
  });

  it('fetches the HTML post as a string body', async () => {
    const post = await client.fetch(POST_BY_SLUG, { slug: 'incident-response-tabletop-exercises' });
    expect(post.content).toBeNull();
    expect(post.contentHtml).toContain('<h2>');
  });

  it('fetches related posts by $category, leaving out the current one', async () => {
    const related = await client.fetch(RELATED, { category: 'Security', slug: 'zero-trust-mid-sized-firms' });
    expect(related.length).toBeGreaterThan(0);
    for (const post of related) {
      expect(post.category).toBe('Security');
      expect(post.slug).not.toBe('zero-trust-mid-sized-firms');
    }
  });

  it('returns active FAQs ordered by order, without the inactive one', async () => {
    const faqs = await client.fetch(`*[_type == "faq" && isActive == true] | order(order asc){question, answer, category, order}`);
    expect(faqs.length).toBe(12);
    expect(faqs.map((/** @type {{ order: number }} */ f) => f.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(faqs.map((/** @type {{ question: string }} */ f) => f.question)).not.toContain('Do you still run SCAMPI A appraisals?');
  });

  it('returns service pages by $slug, and nothing for a slug without content', async () => {
    for (const slug of ['advisory', 'cyber-security', 'iso-42001-readiness']) {
      const page = await client.fetch(SERVICE_PAGE, { slug });
      expect(page.slug).toBe(slug);
      expect(page.heroImage.asset.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
      expect(page.contentSections.length).toBeGreaterThan(0);
      expect(page.keyComponents.length).toBeGreaterThan(0);
      expect(page.faqs[0]).toHaveProperty('question');
    }
    expect(await client.fetch(SERVICE_PAGE, { slug: 'audit' })).toBeNull();
  });

  it('returns site settings and contact info', async () => {
    const settings = await client.fetch(`*[_type == "siteSettings"][0]{siteName, navbarBrandText, logo{alt, asset->{url}}}`);
    expect(settings).toMatchObject({ siteName: 'ComplianceCore Consulting', navbarBrandText: 'ComplianceCore' });
    expect(settings.logo.asset.url).toMatch(/\.png$/);
    const contact = await client.fetch(`*[_type == "contactInfo"][0]`);
    expect(contact.phones).toEqual(['+91 40 4850 1234', '+91 98480 12345']);
    expect(contact.email).toBe('advisory@compliancecore.example');
    expect(contact.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?.*output=embed/);
  });

  it('honours params of other types', async () => {
    const faqs = await client.fetch(`*[_type == "faq" && order <= $max && category in $categories].order`, { max: 6, categories: ['Pricing'] });
    expect(faqs.sort()).toEqual([4, 5, 6]);
  });

  it('answers a query longer than the GET limit by POST', async () => {
    const padding = 'compliance '.repeat(1200);
    const query = `*[_type == "heroSection" && "${padding}" != ""][0]{subtitle}`;
    const before = requests.length;
    const hero = await client.fetch(query);
    expect(hero.subtitle).toMatch(/CMMI/);
    expect(requests.slice(before)).toContain('POST /v2023-05-03/data/query/production');
  });
});

describe('drafts and unpublished content', () => {
  it('never returns drafts or release versions, whatever the query', async () => {
    const ids = await client.fetch(`*[]._id`);
    expect(ids.some((/** @type {string} */ id) => id.startsWith('drafts.') || id.startsWith('versions.'))).toBe(false);
    expect(await client.fetch(`*[_id in path("drafts.**")]`)).toEqual([]);
    expect(await client.fetch(`*[_id == "drafts.post-cmmi-3-level-3-appraisal-readiness"]`)).toEqual([]);
    expect(await client.fetch(`*[title match "DRAFT*" || title match "RELEASE*"]`)).toEqual([]);
    const post = await client.fetch(POST_BY_SLUG, { slug: 'cmmi-3-level-3-appraisal-readiness' });
    expect(post.title).not.toMatch(/DRAFT|RELEASE/);
    expect(await client.fetch(POST_BY_SLUG, { slug: 'hitrust-r2-roadmap' })).toBeNull();
  });

  it('leaves unpublished posts out of the filtered queries', async () => {
    expect(await client.fetch(POST_BY_SLUG, { slug: 'soc-2-type-ii-readiness-timeline' })).toBeNull();
  });
});

describe('errors', () => {
  it('answers bad GROQ with 400 queryParseError, and the client throws with statusCode 400', async () => {
    const error = await client.fetch(`*[_type == "blogPost"`).catch((/** @type {any} */ e) => e);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/GROQ query parse error/);

    const response = await fetch(queryUrl(`*[_type == "blogPost"`));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ type: 'queryParseError', query: '*[_type == "blogPost"', start: 20, end: 21 });
    expect(typeof body.error.description).toBe('string');
  });

  it('answers a referenced but missing param with 400 naming it', async () => {
    const error = await client.fetch(`*[_type == "blogPost" && slug.current == $slug][0]`).catch((/** @type {any} */ e) => e);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('param $slug referenced, but not provided');
  });

  it('answers a param that is not JSON with 400 and the reason', async () => {
    const response = await fetch(queryUrl(`*[slug.current == $slug]`, { $slug: 'not-quoted' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.description).toMatch(/Unable to parse value of "\$slug=not-quoted"/);
  });

  it('treats GROQ syntax inside a $slug as a plain value', async () => {
    const slug = `"] | *[_type=="siteSettings"]{...}`;
    expect(await client.fetch(POST_BY_SLUG, { slug })).toBeNull();
    expect(await client.fetch(`*[_type == "blogPost" && slug.current == $slug]`, { slug })).toEqual([]);
  });

  it('answers an unknown dataset with 404', async () => {
    const error = await clientFor({ dataset: 'staging' })
      .fetch(`*[_type == "heroSection"]`)
      .catch((/** @type {any} */ e) => e);
    expect(error.statusCode).toBe(404);
    const response = await fetch(`${baseUrl}/v2023-05-03/data/query/staging?query=*`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ type: 'datasetNotFoundError' });
  });

  it('answers a malformed POST body with 400 and no internals', async () => {
    const response = await fetch(`${baseUrl}/v2023-05-03/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).error.description).toBeTruthy();
    expect(text).not.toMatch(/node_modules|\n\s+at /);
  });

  it('reports GROQ functions groq-js does not implement as a 400', async () => {
    const error = await client.fetch(`*[_type == "blogPost" && text::query("cmmi")]`).catch((/** @type {any} */ e) => e);
    expect(error.statusCode).toBe(400);
  });

  it('ignores the client options it does not need, and honours returnQuery=false', async () => {
    const response = await fetch(
      queryUrl(`*[_type == "ctaSection"][0].title`, { tag: 'site.cta', perspective: 'published', resultSourceMap: 'false', returnQuery: 'false' }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result).toMatch(/Ready/);
    expect(body).not.toHaveProperty('query');
    expect(typeof body.ms).toBe('number');
  });
});

describe('images', () => {
  /** @returns {Promise<{ _ref: string; url: string }>} */
  async function firstPostImage() {
    const image = await client.fetch(`*[_type == "blogPost" && slug.current == $slug][0].featuredImage{"_ref": asset._ref, "url": asset->url}`, {
      slug: 'zero-trust-mid-sized-firms',
    });
    return image;
  }

  it('serves the original file with a long-lived cache header', async () => {
    const { url } = await firstPostImage();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('resizes to the requested width and height', async () => {
    const { url } = await firstPostImage();
    for (const [query, size] of /** @type {const} */ ([
      ['w=300&h=200&fit=crop', [300, 200]],
      ['w=300&h=200&fit=scale', [300, 200]],
      ['w=300&h=200&fit=fill', [300, 200]],
      ['w=300&h=300&fit=clip', [300, 158]],
      ['w=600', [600, 315]],
      ['w=2400&fit=max', [1200, 630]],
      ['w=2400&h=2400&fit=min', [630, 630]],
    ])) {
      const response = await fetch(`${url}?${query}`);
      expect(response.status, query).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height], query).toEqual(size);
    }
  });

  it('resolves URLs built by @sanity/image-url', async () => {
    const { _ref } = await firstPostImage();
    const builder = createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl });
    const url = builder.image({ asset: { _ref } }).width(400).height(300).url();
    expect(url.startsWith(`${baseUrl}/images/local/production/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);

    const cropped = builder.image({ asset: { _ref } }).width(320).height(320).fit('crop').auto('format').url();
    const croppedResponse = await fetch(cropped, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(croppedResponse.headers.get('content-type')).toBe('image/webp');
    const croppedMeta = await sharp(Buffer.from(await croppedResponse.arrayBuffer())).metadata();
    expect([croppedMeta.width, croppedMeta.height]).toEqual([320, 320]);
  });

  it('converts formats with fm and auto=format', async () => {
    const hero = await client.fetch(`*[_type == "servicePage" && slug.current == "advisory"][0].heroImage.asset->url`);
    expect(hero).toMatch(/\.jpg$/);
    const webp = await fetch(`${hero}?w=200&auto=format`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const jpeg = await fetch(`${hero}?w=200&auto=format`, { headers: { accept: 'image/jpeg' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const png = await fetch(`${hero}?w=200&fm=png&q=50`);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('answers unknown images with 404 and refuses path traversal', async () => {
    const missing = await fetch(`${baseUrl}/images/local/production/${'0'.repeat(40)}-10x10.png`);
    expect(missing.status).toBe(404);
    const otherProject = await fetch(`${(await firstPostImage()).url.replace('/local/', '/other/')}`);
    expect(otherProject.status).toBe(404);
    for (const file of ['..%2F..%2Fpackage.json', '..%2Fproduction.ndjson', '%2E%2E%2F%2E%2E%2Fserver%2Fstart.mjs']) {
      const response = await fetch(`${baseUrl}/images/local/production/${file}`);
      expect(response.status, file).toBeGreaterThanOrEqual(400);
      expect(await response.text(), file).not.toMatch(/"name"|_type|createContentService/);
    }
  });

  it('rejects invalid resize parameters with 400', async () => {
    const { url } = await firstPostImage();
    expect((await fetch(`${url}?w=abc`)).status).toBe(400);
    expect((await fetch(`${url}?w=100000`)).status).toBe(400);
    expect((await fetch(`${url}?fit=stretch&w=10&h=10`)).status).toBe(400);
  });
});

describe('service', () => {
  it('reports health with the number of visible documents and what the image cache holds', async () => {
    const response = await fetch(`${baseUrl}/health`);
    const body = await response.json();
    const stored = (await readFile(datasetPath, 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    const visible = stored.filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'));
    expect(body).toMatchObject({ ok: true, documents: visible.length });
    expect(body.imageCache).toEqual({ entries: expect.any(Number), bytes: expect.any(Number), maxBytes: 64 * 1024 * 1024 });
  });

  it('allows local origins and no others', async () => {
    const local = await fetch(`${baseUrl}/health`, { headers: { origin: 'http://localhost:8080' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const loopback = await fetch(`${baseUrl}/health`, { headers: { origin: 'http://127.0.0.1:3001' } });
    expect(loopback.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3001');
    const foreign = await fetch(`${baseUrl}/health`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${baseUrl}/v2023-05-03/data/query/production`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('honours configured origins', async () => {
    const service = await createContentService({ datasetPath, imagesDir, origins: ['https://www.compliancecore.example'], publicUrl: 'https://cms.example' });
    try {
      const allowed = await service.inject({ url: '/health', headers: { origin: 'https://www.compliancecore.example' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.compliancecore.example');
      const local = await service.inject({ url: '/health', headers: { origin: 'http://localhost:8080' } });
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
      const url = await service.inject({ url: `/v1/data/query/production?query=${encodeURIComponent('*[_type == "siteSettings"][0].logo.asset->url')}` });
      expect(url.json().result).toMatch(/^https:\/\/cms\.example\/images\/local\/production\//);
    } finally {
      await service.close();
    }
  });

  it('reloads the dataset when the file changes, with watch', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cms-watch-'));
    const file = path.join(dir, 'production.ndjson');
    await copyFile(datasetPath, file);
    /** @type {string[]} */
    const logged = [];
    const logger = { level: 'warn', stream: { write: (/** @type {string} */ line) => void logged.push(line) } };
    const service = await createContentService({ datasetPath: file, imagesDir, watch: true, logger });
    try {
      const count = async () => (await service.inject({ url: '/health' })).json().documents;
      const before = await count();
      const extra = { _id: 'faq-watch-test', _type: 'faq', question: 'Added while running?', order: 99, isActive: true };
      await writeFile(file, `${await readFile(file, 'utf8')}${JSON.stringify(extra)}\n`);
      await expect.poll(count, { timeout: 5000, interval: 50 }).toBe(before + 1);
      // A broken save keeps the last good documents.
      await writeFile(file, '{"_id": broken');
      // Once the service has read the broken file (it says so), it still serves the last good documents.
      await expect.poll(() => logged.some((line) => line.includes('dataset reload failed')), { timeout: 5000, interval: 50 }).toBe(true);
      expect(await count()).toBe(before + 1);
    } finally {
      await service.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
