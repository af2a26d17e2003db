// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redirects, remotePages, routes } from '@site/shared/remotes';
import { devBasePort, devPorts } from '@site/shared/tooling/devPorts.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biomeJson } from '../lint/biomeConfig.mjs';
import {
  addDevPort,
  addToRouteTable,
  EDITED_FILES,
  editTsconfig,
  editVitestProjects,
  editWorkspaces,
  namesOf,
  nameProblem,
  newRemote,
  nextDevPort,
  parseArgs,
  pathProblem,
  removeDevPort,
  removeFromRouteTable,
  removeRemote,
  renderTemplate,
  servicePaths,
} from './newRemote.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const read = (/** @type {string} */ rel) => readFileSync(path.join(repoRoot, rel), 'utf8');
const remotes = Object.keys(remotePages);
// A name nobody generates, so the test passes with a generated remote (mfe-careers) in the tree too.
const NAME = 'mfe-zz-fixture';
const takenPaths = [...routes.map((route) => route.path), ...redirects.map((redirect) => redirect.from)];

describe('names and paths', () => {
  it('takes mfe- then lowercase words, and no name in use', () => {
    expect(nameProblem(NAME, { remotes })).toBeUndefined();
    expect(nameProblem('mfe-case-studies2', { remotes })).toBeUndefined();
    for (const bad of ['careers', 'mfe-', 'mfe-Careers', 'mfe-careers_', 'mfe--x', 'mfe-x-', 'mfe-2x', 'mfe-ca reers', '../mfe-x']) {
      expect(nameProblem(bad, { remotes }), bad).toMatch(/is not a remote name/);
    }
    expect(nameProblem('mfe-blog', { remotes })).toMatch(/in the route table already/);
    expect(nameProblem('mfe-shellish', { remotes, root: repoRoot })).toBeUndefined();
  });

  it('refuses a path another route answers, a redirect, the gateway’s own and a malformed one', () => {
    expect(pathProblem('/zz-fixture', { takenPaths })).toBeUndefined();
    expect(pathProblem('/zz-fixture/open-roles', { takenPaths })).toBeUndefined();
    expect(pathProblem('/blog', { takenPaths })).toMatch(/answered already/);
    expect(pathProblem('/refund-cancellation', { takenPaths })).toMatch(/answered already/);
    expect(pathProblem('/', { takenPaths })).toMatch(/not a page path/);
    expect(pathProblem('/api', { takenPaths })).toMatch(/gateway/);
    for (const bad of ['careers', '/Careers', '/careers/', '/a b', '/:slug', '/x//y']) expect(pathProblem(bad, { takenPaths }), bad).toMatch(/not a page path/);
  });

  it('derives the page, path and title from the name', () => {
    expect(namesOf('mfe-case-studies')).toEqual({
      name: 'mfe-case-studies',
      page: 'CaseStudiesPage',
      path: '/case-studies',
      type: 'CaseStudies',
      constName: 'caseStudies',
      title: 'Case studies',
    });
  });

  it('reads its arguments', () => {
    expect(parseArgs(['mfe-careers', '--path', '/jobs', '--title', 'Jobs'])).toEqual({ remove: false, install: true, name: 'mfe-careers', path: '/jobs', title: 'Jobs' });
    expect(parseArgs(['--remove', 'mfe-careers', '--no-install'])).toEqual({ remove: true, install: false, name: 'mfe-careers' });
    expect(() => parseArgs(['--force'])).toThrow(/unknown option/);
  });
});

describe('the edits, one file at a time', () => {
  it('adds a remote to the route table, which then lists its page, and takes it out to the byte', async () => {
    const source = read('shared/src/contracts/remotes.mjs');
    const edited = addToRouteTable(source, { name: NAME, page: 'ZzFixturePage', path: '/zz-fixture' });
    expect(edited).toContain(`  '${NAME}': {\n    ZzFixturePage: ['/zz-fixture'],\n  },\n});`);
    expect(edited).toContain(`  '${NAME}': {},\n};`);
    expect(removeFromRouteTable(edited, NAME)).toBe(source);
    // Removing a remote the table never had changes nothing.
    expect(removeFromRouteTable(source, NAME)).toBe(source);
  });

  it('gives the next dev port and takes it back', () => {
    const source = read('shared/tooling/devPorts.mjs');
    expect(nextDevPort(devPorts)).toBe(Math.max(...Object.values(devPorts)) + 1);
    const edited = addDevPort(source, NAME, 6);
    expect(edited).toContain(`  '${NAME}': 6,\n};`);
    expect(removeDevPort(edited, NAME)).toBe(source);
  });

  it('puts the workspace, tsconfig and vitest entries after the last remote, and takes them out', () => {
    for (const [rel, edit, entry] of /** @type {const} */ ([
      ['package.json', editWorkspaces, `"${NAME}"`],
      ['tsconfig.json', editTsconfig, `"${NAME}/src"`],
      ['vitest.config.mjs', editVitestProjects, `'${NAME}'`],
    ])) {
      const source = read(rel);
      const edited = edit(source, NAME, true);
      expect(edited, rel).toContain(entry);
      expect(edited.indexOf(entry), rel).toBeGreaterThan(edited.indexOf('mfe-chat'));
      expect(edit(edited, NAME, false), rel).toBe(source);
    }
  });
});

describe('the template', () => {
  const files = renderTemplate(namesOf('mfe-careers'));

  it('has every file of a sibling’s skeleton, and the entries and configs are the sibling’s own', () => {
    // mfe-forms is the plainest sibling: pages, content, no assets. The template must follow it.
    const skeleton = ['package.json', 'rspack.config.mjs', 'src/index.ts', 'src/bootstrap.tsx', 'src/server.ts', 'src/pages/index.ts', 'src/content/queries.ts', 'src/content/defaults.ts'];
    for (const file of skeleton) {
      expect(existsSync(path.join(repoRoot, 'mfe-forms', file)), `mfe-forms/${file}`).toBe(true);
      expect(Object.keys(files), file).toContain(file);
    }
    for (const file of ['rspack.config.mjs', 'src/index.ts', 'src/bootstrap.tsx', 'src/server.ts']) {
      expect(files[file], file).toBe(read(`mfe-forms/${file}`).replaceAll('mfe-forms', 'mfe-careers'));
    }
    expect(Object.keys(files).sort()).toEqual([...skeleton, 'src/pages/CareersPage.tsx', 'src/pages/CareersPage.test.tsx'].sort());
  });

  it('has a sibling’s package.json: same scripts, dependencies at the siblings’ versions', () => {
    const pkg = JSON.parse(files['package.json']);
    const sibling = JSON.parse(read('mfe-marketing/package.json'));
    expect(pkg.name).toBe('mfe-careers');
    expect(JSON.stringify(pkg.scripts)).toBe(JSON.stringify(sibling.scripts).replaceAll('mfe-marketing', 'mfe-careers'));
    for (const [dep, version] of Object.entries(pkg.dependencies)) expect(`${dep}@${version}`).toBe(`${dep}@${sibling.dependencies[dep]}`);
  });
});

describe('new-remote, then remove-remote, on copies of the files it edits', () => {
  /** @type {string} */
  let dir;
  /** @type {Record<string, string>} */
  const originals = {};

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
    for (const rel of EDITED_FILES) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      originals[rel] = read(rel);
      writeFileSync(path.join(dir, rel), originals[rel]);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the remote and its entries, refuses a second one of the name or path, and removes it all', async () => {
    const { written, names, port } = await newRemote({ root: dir, name: NAME, install: false });
    expect(names).toEqual(expect.objectContaining({ page: 'ZzFixturePage', path: '/zz-fixture' }));
    expect(port).toBe(nextDevPort(devPorts));
    expect(written).toContain(`${NAME}/src/pages/ZzFixturePage.tsx`);
    expect(readFileSync(path.join(dir, `${NAME}/src/content/defaults.ts`), 'utf8')).toContain("title: 'Zz fixture'");

    const at = (/** @type {string} */ rel) => readFileSync(path.join(dir, rel), 'utf8');
    expect(at('shared/src/contracts/remotes.mjs')).toContain("ZzFixturePage: ['/zz-fixture']");
    expect(at('shared/tooling/devPorts.mjs')).toContain(`'${NAME}': ${port - devBasePort},`);
    expect(JSON.parse(at('package.json')).workspaces).toContain(NAME);
    expect(at('tsconfig.json')).toContain(`"${NAME}/src"`);
    expect(at('vitest.config.mjs')).toContain(`'${NAME}'`);
    expect(at('biome.json')).toBe(biomeJson([...remotes, NAME]));

    await expect(newRemote({ root: dir, name: NAME, install: false })).rejects.toThrow(/in the route table already/);
    await expect(newRemote({ root: dir, name: 'mfe-jobs', path: '/zz-fixture', install: false })).rejects.toThrow(/answered already/);
    // A service page's short address (mfe-services' `/:slug`) is taken too.
    expect(servicePaths()).toHaveLength(15);
    await expect(newRemote({ root: dir, name: 'mfe-jobs', path: servicePaths()[0], install: false })).rejects.toThrow(/answered already/);
    expect(existsSync(path.join(dir, 'mfe-jobs'))).toBe(false);

    await removeRemote({ root: dir, name: NAME, install: false });
    expect(existsSync(path.join(dir, NAME))).toBe(false);
    for (const rel of EDITED_FILES) expect(at(rel), rel).toBe(originals[rel]);
    expect(readdirSync(dir).sort()).toEqual(['biome.json', 'package.json', 'shared', 'tsconfig.json', 'vitest.config.mjs']);
  });
});
