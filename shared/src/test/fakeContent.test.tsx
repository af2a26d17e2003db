import { describe, expect, it } from 'vitest';
import { useContent } from '../content/useContent';
import { fakeContent, renderPage, screen } from './index';

function Title() {
  const { data, fromService } = useContent<{ title: string }>('*[_type == $type][0]', { type: 'page' }, { title: 'Built-in' });
  return <h1 data-from-service={fromService}>{data.title}</h1>;
}

describe('fakeContent', () => {
  it('answers by default with nothing in the CMS, so pages show their built-in copy at once', () => {
    const content = fakeContent();
    renderPage(<Title />, { content });
    expect(screen.getByRole('heading')).toHaveTextContent('Built-in');
    expect(content.calls).toEqual([['*[_type == $type][0]', { type: 'page' }]]);
  });

  it('answers each query by its text and params', () => {
    const content = fakeContent().respond((_query, params) => ({ data: { title: `A ${params.type}` } }));
    renderPage(<Title />, { content });
    expect(screen.getByRole('heading')).toHaveTextContent('A page');
    expect(screen.getByRole('heading')).toHaveAttribute('data-from-service', 'true');
  });

  it('keeps the page on its skeleton while an answer is pending', () => {
    renderPage(<Title />, { content: fakeContent().respond('pending') });
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('with later, shows the skeleton first and then the answer; a failed read shows the built-in copy', async () => {
    renderPage(<Title />, { content: fakeContent({ later: true }).respond({ error: 'down' }) });
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('Built-in');
  });
});
