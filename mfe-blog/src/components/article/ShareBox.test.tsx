import { act, fireEvent, renderPage, screen } from '@site/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBox } from './ShareBox';

afterEach(() => vi.useRealTimers());

describe('ShareBox', () => {
  const url = 'https://www.example.com/blog/zero-trust';

  it("opens the networks' share links in a new tab", () => {
    renderPage(<ShareBox url={url} title="Zero trust & you" />);
    const encoded = encodeURIComponent(url);
    const expected = {
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      X: `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent('Zero trust & you')}`,
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: new RegExp(`Share on ${network}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows Copied! for 2 seconds after copying the link', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    renderPage(<ShareBox url={url} title="Zero trust" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('falls back to execCommand when the clipboard API refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderPage(<ShareBox url={url} title="Zero trust" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });
});
