import { renderPage, screen, within } from '@site/shared/test';
import { describe, expect, it } from 'vitest';
import { ContentLoading } from './ContentLoading';

describe('ContentLoading', () => {
  it('announces its visible words politely, as one status', () => {
    renderPage(<ContentLoading label="Loading blog posts..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading blog posts...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading blog posts...')).toBeVisible();
    expect(screen.queryByTestId('content-loading-spinner')).not.toBeInTheDocument();
  });

  it('shows a spinner beside the words, hidden from screen readers, which hear the words', () => {
    renderPage(<ContentLoading label="Loading article..." spinner testId="article-loading" />);
    const spinner = within(screen.getByRole('status')).getByTestId('article-loading-spinner');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveAccessibleName('');
    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
  });
});
