import { builtInService } from './builtInService';

describe('builtInService', () => {
  it('has the full built-in page of a service with copy', () => {
    const audit = builtInService('audit');
    expect(audit?.kind).toBe('static');
    expect(audit?.service.title).toBe('Audit Services');
  });

  it('has a placeholder for the three services without copy yet', () => {
    for (const slug of ['service-excellence', 'security-assessment', 'recruitment']) {
      expect(builtInService(slug)?.kind).toBe('placeholder');
    }
  });

  it('has nothing for any other slug', () => {
    expect(builtInService('no-such-service')).toBeUndefined();
    expect(builtInService(undefined)).toBeUndefined();
  });
});
