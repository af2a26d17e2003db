// @ts-check
/**
 * Editors' content commands, with @sanity/client against the configured content (the local content
 * service unless SANITY_PROJECT_ID names a real project), authorised by SANITY_API_WRITE_TOKEN.
 *
 *   npm run content -- publish <id>     the draft `drafts.<id>` replaces `<id>`, and the draft is removed
 *   npm run content -- drafts           lists the documents with an unpublished draft
 *
 * Publishing is one transaction, as in Sanity Studio: readers see either the old document with its
 * draft or the new one without it, never both gone. The content service then sends its publish webhook.
 */
import { createClient } from '@sanity/client';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';

const [command, id] = process.argv.slice(2);
const token = process.env.SANITY_API_WRITE_TOKEN?.trim();

/** @param {string} message */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (command !== 'publish' && command !== 'drafts') fail('usage: npm run content -- publish <id> | drafts');
if (!token) fail('SANITY_API_WRITE_TOKEN is not set: the content service accepts writes only with it.');

const { content } = siteConfigFromEnv(process.env);
const client = createClient({ ...content, apiVersion: '2025-02-19', useCdn: false, token, perspective: 'raw', ...('apiHost' in content ? { useProjectHostname: false } : {}) });

try {
  if (command === 'drafts') {
    const drafts = await client.fetch('*[_id in path("drafts.**")]{_id, _type, _updatedAt, title}');
    for (const draft of drafts) console.log(`${draft._id.slice('drafts.'.length)}\t${draft._type}\t${draft._updatedAt}\t${draft.title ?? ''}`);
    if (drafts.length === 0) console.log('no unpublished drafts');
  } else {
    if (!id) fail('usage: npm run content -- publish <id>');
    const publishedId = id.replace(/^drafts\./, '');
    const draft = await client.getDocument(`drafts.${publishedId}`);
    if (!draft) fail(`there is no draft drafts.${publishedId} to publish`);
    const { _id, _rev, _createdAt, _updatedAt, ...fields } = /** @type {Record<string, unknown>} */ (draft);
    const published = await client.getDocument(publishedId);
    await client
      .transaction()
      .createOrReplace({ ...fields, _id: publishedId, _type: String(fields._type), ...(published ? { _createdAt: published._createdAt } : {}) })
      .delete(`drafts.${publishedId}`)
      .commit({ visibility: 'sync' });
    console.log(`published ${publishedId}`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
