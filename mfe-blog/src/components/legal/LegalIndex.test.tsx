import { renderPage, screen, within } from '@site/shared/test';
import { describe, expect, it } from 'vitest';
import PoliciesPage from '../../pages/PoliciesPage';
import TermsPage from '../../pages/TermsPage';
import { policiesIndex } from '../../content/legalIndexes';
import { findLegalEntry } from './legalEntries';

describe('policies and terms indexes', () => {
  it('lists every policy with a link to its legal page', () => {
    renderPage(<PoliciesPage />, { route: '/policies', path: '/policies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    const entries = screen.getAllByTestId('legal-entry');
    expect(entries).toHaveLength(policiesIndex.entries.length);
    const hrefs = entries.map((entry) => within(entry).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/privacy-policy', '/privacy-policy', '/refund', '/disclaimer']);
  });

  it('puts a requested item first and highlights it', () => {
    renderPage(<PoliciesPage />, { route: '/policies/refund-and-cancellation', path: '/policies/:item' });
    const [first] = screen.getAllByTestId('legal-entry');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByRole('heading', { name: 'Refund & Cancellation' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Read the full Refund & Cancellation/ })).toHaveAttribute('href', '/refund');
  });

  it('says when an item is unknown and still lists everything', () => {
    renderPage(<TermsPage />, { route: '/terms/warranty-void', path: '/terms/:item' });
    expect(screen.getByRole('status')).toHaveTextContent("We couldn't find terms called “warranty void”");
    expect(screen.getAllByTestId('legal-entry').length).toBeGreaterThan(3);
    for (const entry of screen.getAllByTestId('legal-entry')) expect(entry).not.toHaveAttribute('aria-current');
  });

  it('matches ids and aliases in any case', () => {
    expect(findLegalEntry(policiesIndex.entries, 'Privacy-Policy')?.id).toBe('privacy-policy');
    expect(findLegalEntry(policiesIndex.entries, 'refund')?.id).toBe('refund-and-cancellation');
    expect(findLegalEntry(policiesIndex.entries, undefined)).toBeUndefined();
  });
});
