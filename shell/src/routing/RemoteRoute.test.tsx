import { renderPage, screen } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { refreshRemote } from '../federation/remotesPointer';
import { LoadedRemotesContext } from './LoadedRemotesContext';
import { RemoteRoute } from './RemoteRoute';

vi.mock('../federation/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
vi.mock('../federation/remotesPointer', () => ({ refreshRemote: vi.fn(async () => {}) }));

const load = vi.mocked(loadRemoteModule);

describe('RemoteRoute', () => {
  beforeEach(() => {
    load.mockReset();
    vi.mocked(refreshRemote).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the remote page once its module has loaded', async () => {
    load.mockResolvedValue({ default: () => <h1>Blog</h1> });
    renderPage(<RemoteRoute page="mfe-blog/BlogListPage" />, { route: '/blog' });
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('renders a page loaded before hydration at once, with no skeleton and no second load', () => {
    const loaded = new Map([['mfe-blog/BlogListPage' as const, () => <h1>Blog from the server</h1>]]);
    renderPage(
      <LoadedRemotesContext.Provider value={loaded}>
        <RemoteRoute page="mfe-blog/BlogListPage" />
      </LoadedRemotesContext.Provider>,
      { route: '/blog' },
    );
    expect(screen.getByRole('heading', { name: 'Blog from the server' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback panel when the remote is unreachable, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    renderPage(<RemoteRoute page="mfe-forms/ContactPage" />, { route: '/contact' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(refreshRemote).toHaveBeenCalledWith('mfe-forms');
  });

  it('shows the fallback panel when the remote page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({ default: Broken });
    renderPage(<RemoteRoute page="mfe-services/FaqPage" />, { route: '/faq' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
