// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, reactRuntimeHashes } from './csp.mjs';
import { packPage } from './ssr/packedPage.mjs';

/**
 * The Content-Security-Policy of every HTML answer, made and set in one place. The policy is built
 * from what this gateway serves: the hash of the shell's inline theme script (from the built
 * index.html, so a rebuilt shell is covered at the next start), the React runtime scripts in the page
 * and the origins of the runtime configuration. A page that is kept was packed once with its policy
 * (`pack`), and its hits send that one (`keep`); any other HTML answer gets one made from its text.
 * Registered before compression, so a page sent as text is still its text here. Other files cannot run scripts.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ shellDir: string, siteConfig: { siteUrl: string, [key: string]: unknown }, frameSources: string[] }} options
 */
export function registerPagePolicy(app, { shellDir, siteConfig, frameSources }) {
  const indexFile = path.join(shellDir, 'index.html');
  const shellHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  /** @param {unknown} html the page, when it is at hand as text @param {string} [devOrigin] */
  const policyFor = (html, devOrigin) =>
    contentSecurityPolicy({ siteConfig, scriptHashes: typeof html === 'string' ? [...shellHashes, ...reactRuntimeHashes(html)] : shellHashes, frameSources, devOrigin });
  /** @type {WeakMap<import('fastify').FastifyReply, string>} */
  const packed = new WeakMap();
  /** @type {WeakMap<import('fastify').FastifyReply, string>} */
  const devOrigins = new WeakMap();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const devOrigin = devOrigins.get(reply);
      // A dev override's page is never packed (it is never kept): its policy is its own. It also
      // names the site to its dev server (its origin as the Referer of what it loads there, not its
      // path): the dev server lets only that site load its code across sites (shared/tooling/devServerAccess.mjs).
      reply.header('Content-Security-Policy', devOrigin ? policyFor(payload, devOrigin) : (packed.get(reply) ?? policyFor(payload)));
      if (devOrigin) reply.header('Referrer-Policy', 'strict-origin');
    }
    return payload;
  });
  return {
    /** A page's compressed copies and its policy, once. @param {import('./ssr/composePage.mjs').ComposedPage} page */
    pack: (page) => packPage(page, policyFor),
    /** This answer is a packed page: it goes out with the policy it was packed with. @param {import('fastify').FastifyReply} reply @param {string} policy */
    keep: (reply, policy) => void packed.set(reply, policy),
    /** This answer alone may load from a dev override's dev server. @param {import('fastify').FastifyReply} reply @param {string} url */
    allow: (reply, url) => void devOrigins.set(reply, new URL(url).origin),
  };
}
