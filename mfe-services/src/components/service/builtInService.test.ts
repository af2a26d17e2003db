import { loadServiceCopy, settledCopy } from '../../content/builtInCopy';
import { builtInService } from './builtInService';

/** What the server renderer and the tests get at once (the browser, from the slug's chunk). */
const copyOf = (slug: string) => settledCopy(loadServiceCopy(slug)) ?? {};

describe('builtInService', () => {
  it('has the full built-in page of a service with copy', () => {
    const audit = builtInService(copyOf('audit'));
    expect(audit?.kind).toBe('static');
    expect(audit?.service.title).toBe('Audit Services');
  });

  it('has a placeholder for the three services without copy yet', () => {
    for (const slug of ['service-excellence', 'security-assessment', 'recruitment']) {
      expect(builtInService(copyOf(slug))?.kind).toBe('placeholder');
    }
  });

  it('has nothing for any other slug', () => {
    expect(builtInService(copyOf('no-such-service'))).toBeUndefined();
    expect(builtInService(copyOf(''))).toBeUndefined();
  });
});
