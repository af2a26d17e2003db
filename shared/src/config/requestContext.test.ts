// @vitest-environment node
import { runInRequest } from '../server/requestStore';
import { defaultSiteConfig } from './siteConfig';
import { warn } from './requestContext';

describe('warn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes to the log of the request being rendered, not the console', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines: string[] = [];
    await runInRequest({ siteConfig: defaultSiteConfig, log: (line) => lines.push(line) }, async () => {
      await Promise.resolve();
      warn('[content] query failed: fetch failed');
    });
    expect(lines).toEqual(['[content] query failed: fetch failed']);
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('writes to the console outside a render, or in one without a log', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warn('outside');
    runInRequest({ siteConfig: defaultSiteConfig }, () => warn('inside'));
    expect(consoleWarn.mock.calls).toEqual([['outside'], ['inside']]);
  });
});
