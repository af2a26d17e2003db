import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('names every previewed version and links to the way out', () => {
    render(<PreviewBanner preview={{ remotes: { 'mfe-blog': '1.5.0+8be01d4', 'mfe-forms': '2.0.0+aa11bb2' } }} />);
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent('Preview: mfe-blog 1.5.0+8be01d4, mfe-forms 2.0.0+aa11bb2 (everything else is live)');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/_preview/exit');
  });

  it('says "Draft preview — exit" in an editor\'s draft preview, the exit dropping the pass', () => {
    render(<PreviewBanner preview={{ remotes: {}, drafts: true }} />);
    expect(screen.getByRole('complementary', { name: 'Draft preview' })).toHaveTextContent(/^Draft preview — exit$/);
    expect(screen.getByRole('link', { name: 'exit' })).toHaveAttribute('href', '/_preview/exit');
  });

  it('names the remote a dev override serves from a dev server, and where from', () => {
    render(<PreviewBanner preview={{ remotes: {}, dev: { remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json' } }} />);
    expect(screen.getByRole('complementary', { name: 'Dev override' })).toHaveTextContent(
      'Local: mfe-blog from http://localhost:5502 (rendered in this browser only)',
    );
    expect(screen.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/_preview/exit');
  });
});
