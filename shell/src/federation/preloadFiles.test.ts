import { describe, expect, it } from 'vitest';
import { preloadFiles } from './preloadFiles';

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.href}`);

describe('preloading a module\'s files', () => {
  it('asks for each file once, and never for one the page already asked for in its head', () => {
    const routed = 'https://site.test/remotes/mfe-forms/1.0.0/ContactPage.0a1b2c3d.js';
    document.head.innerHTML = `<link rel="preload" as="script" href="${routed}"><link rel="stylesheet" href="https://site.test/remotes/mfe-forms/1.0.0/ContactPage.4e5f6a7b.css">`;
    preloadFiles([routed, 'https://site.test/remotes/mfe-forms/1.0.0/ContactPage.4e5f6a7b.css', 'https://site.test/remotes/mfe-forms/1.0.0/QuotePage.8c9d0e1f.js']);
    preloadFiles(['https://site.test/remotes/mfe-forms/1.0.0/QuotePage.8c9d0e1f.js', 'https://site.test/remotes/mfe-forms/1.0.0/QuotePage.2a3b4c5d.css']);
    expect(preloads()).toEqual([
      `script ${routed}`,
      'script https://site.test/remotes/mfe-forms/1.0.0/QuotePage.8c9d0e1f.js',
      'style https://site.test/remotes/mfe-forms/1.0.0/QuotePage.2a3b4c5d.css',
    ]);
  });
});
