// @ts-check
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtInCopyModule, copyPart } from './builtInCopyLoader.mjs';

const copy = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/content/defaults/service-defaults.json'), 'utf8'));

/**
 * The browser's module as the build makes it, each chunk's `import()` answered from `copyPart` (what
 * the build's `?part=` module exports), and a count of the chunks asked for.
 */
async function browserModule() {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-in-copy-'));
  const source = builtInCopyModule(copy)
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"?]+\?part=([^"]+)"\)/g, (_, part) => `(globalThis.__asked.push(${JSON.stringify(part)}), Promise.resolve({ default: globalThis.__part(${JSON.stringify(part)}) }))`)
    .replace('import(/* webpackChunkName: "service-images" */ "../assets/serviceImages")', '(globalThis.__asked.push("images"), Promise.resolve({ serviceImages: globalThis.__images }))');
  writeFileSync(path.join(dir, 'builtInCopy.mjs'), source);
  const asked = /** @type {string[]} */ ([]);
  const { serviceImages } = await import('../src/assets/serviceImages.ts');
  Object.assign(globalThis, { __asked: asked, __part: (/** @type {string} */ part) => copyPart(copy, part), __images: serviceImages });
  try {
    return { module: await import(pathToFileURL(path.join(dir, 'builtInCopy.mjs')).href), asked };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the browser build of builtInCopy.ts', () => {
  it('has the source module\'s exports, and a chunk for every service, one for the FAQ page and one for the illustrations', async () => {
    const { module } = await browserModule();
    const source = await import('../src/content/builtInCopy.ts');
    // `settledCopy` reads a settled answer and `settled` makes one: the server's and the tests' helpers
    // (`builtInPages.ts` is the other module the browser build replaces), which the pages never call.
    expect(Object.keys(module).sort()).toEqual(Object.keys(source).filter((name) => name !== 'settledCopy' && name !== 'settled').sort());
    expect(module.faqCategoryOrder).toEqual(source.faqCategoryOrder);
    const chunks = builtInCopyModule(copy).match(/webpackChunkName/g) ?? [];
    expect(chunks).toHaveLength(copy.services.length + copy.placeholders.length + 2);
  });

  it('asks for a service\'s chunk once, when its copy is first wanted, and answers as the source module does', async () => {
    const { module, asked } = await browserModule();
    const source = await import('../src/content/builtInCopy.ts');
    expect(asked).toEqual([]);
    const audit = module.loadServiceCopy('audit');
    // One answer per part, so React's use() reads it settled on the next render.
    expect(module.loadServiceCopy('audit')).toBe(audit);
    expect(await audit).toEqual(source.settledCopy(source.loadServiceCopy('audit')));
    expect(await module.loadServiceCopy('recruitment')).toEqual(source.settledCopy(source.loadServiceCopy('recruitment')));
    expect(await module.loadFaqCopy()).toEqual(source.settledCopy(source.loadFaqCopy()));
    // A full built-in page's illustrations are asked for beside its copy, once; a placeholder's page has none.
    expect(asked).toEqual(['images', 'service:audit', 'service:recruitment', 'faqPage']);
    expect(module.loadServiceImages()).toMatchObject({ status: 'fulfilled', value: source.settledCopy(source.loadServiceImages()) });
    expect(asked).toHaveLength(4);
  });

  it('answers a slug without built-in copy at once, settled, with no chunk', async () => {
    const { module, asked } = await browserModule();
    expect(module.loadServiceCopy('no-such-service')).toMatchObject({ status: 'fulfilled', value: {} });
    expect(module.loadServiceCopy('constructor')).toMatchObject({ status: 'fulfilled', value: {} });
    expect(asked).toEqual([]);
  });
});

describe('copyPart', () => {
  it('cuts one service (full page or placeholder) or the FAQ page from the copy', () => {
    expect(copyPart(copy, 'service:audit').static.title).toBe('Audit Services');
    expect(copyPart(copy, 'service:audit').placeholder).toBeUndefined();
    expect(copyPart(copy, 'service:recruitment').placeholder.slug).toBe('recruitment');
    expect(copyPart(copy, 'faqPage')).toEqual(copy.faqPage);
  });
});
