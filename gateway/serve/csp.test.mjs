// @vitest-environment node
// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, reactRuntimeHashes } from './csp.mjs';

const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes scripts that run and skips external scripts and data blocks', () => {
    const theme = "\n  (function () { document.documentElement.dataset.x = '1'; })();\n";
    const html = `<head><script>${theme}</script><script src="/main.js"></script>
      <script type="application/json" id="site-data">{"a":1}</script><script type="application/ld+json">{}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(theme)]);
  });
});

describe('React runtime hashes', () => {
  it('hashes React`s streaming runtime and its calls, and nothing else', () => {
    const runtime = '$RB=[];$RV=function(a){$RT=performance.now();}';
    const frame = 'requestAnimationFrame(function(){$RT=performance.now()});';
    const call = '$RC("B:0","S:0")';
    const html = `<script>${runtime}</script><script>${frame}</script><script>${call}</script>
      <script>alert(1)</script><script>$RC("B:0");alert(1)</script><script>$RX=1;alert(1)</script>`;
    expect(reactRuntimeHashes(html).sort()).toEqual([sha(runtime), sha(frame), sha(call)].sort());
  });
});

describe('content security policy', () => {
  const local = {
    content: { projectId: 'local', apiHost: 'http://127.0.0.1:3333' },
    relay: { url: 'http://127.0.0.1:3334/submit' },
    chat: { apiUrl: '/api/chatbot' },
  };

  it('is strict for scripts, objects, base and framing, and allows the local services', () => {
    const policy = contentSecurityPolicy({ siteConfig: local, scriptHashes: ["'sha256-abc'"] });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3333', 'http://127.0.0.1:3334']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://ui-avatars.com', 'http://127.0.0.1:3333']);
    expect(directives['frame-src']).toEqual(['https://www.google.com']);
  });

  it('follows a real Sanity project and Web3Forms when configured', () => {
    const policy = contentSecurityPolicy({
      siteConfig: { content: { projectId: 'abc123' }, relay: { url: 'https://api.web3forms.com/submit' }, chat: { apiUrl: 'https://chat.example.com/api/chatbot' } },
      scriptHashes: [],
    });
    expect(policy).toContain('connect-src \'self\' https://abc123.api.sanity.io https://abc123.apicdn.sanity.io https://api.web3forms.com https://chat.example.com');
    expect(policy).toContain("img-src 'self' data: https://ui-avatars.com https://cdn.sanity.io");
  });
});
