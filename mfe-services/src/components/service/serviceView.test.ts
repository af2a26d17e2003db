import { decideServiceView } from './serviceView';

const idle = { loading: false, data: null, error: null };

describe('decideServiceView', () => {
  it('waits while the content is loading', () => {
    expect(decideServiceView('audit', { ...idle, loading: true }).kind).toBe('loading');
  });

  it('shows the generic page whenever the content service has a document', () => {
    const page = { title: 'Advisory', slug: 'advisory' };
    expect(decideServiceView('advisory', { ...idle, data: page })).toEqual({ kind: 'generic', page });
    expect(decideServiceView('iso-42001-readiness', { ...idle, data: { title: 'ISO 42001' } }).kind).toBe('generic');
  });

  it('falls back to the built-in page when there is no document or the fetch failed', () => {
    const none = decideServiceView('audit', idle);
    expect(none.kind).toBe('static');
    expect(none.kind === 'static' && none.service.title).toBe('Audit Services');
    expect(decideServiceView('network-design', { ...idle, error: 'HTTP 500' }).kind).toBe('static');
  });

  it('shows the placeholder for the three services without copy yet', () => {
    for (const slug of ['service-excellence', 'security-assessment', 'recruitment']) {
      expect(decideServiceView(slug, idle).kind).toBe('placeholder');
    }
  });

  it('reports an unknown slug without data as not found', () => {
    expect(decideServiceView('no-such-service', idle).kind).toBe('not-found');
    expect(decideServiceView('no-such-service', { ...idle, error: 'offline' }).kind).toBe('not-found');
  });
});
