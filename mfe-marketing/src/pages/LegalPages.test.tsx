import { contactLinks } from '@site/shared/config';
import { renderPage, screen, within } from '@site/shared/test';
import DisclaimerPage from './DisclaimerPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import RefundPage from './RefundPage';
import TermsOfUsePage from './TermsOfUsePage';

const sectionTitles = () => screen.getAllByTestId('legal-section').map((section) => within(section).getByRole('heading', { level: 2 }).textContent);

describe('legal pages', () => {
  it('Privacy Policy shows its five sections and the configured contact e-mail', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Information We Collect', 'How We Use Your Information', 'Information Sharing', 'Data Security', 'Contact Us']);
    const { email, mailto } = contactLinks();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', mailto);
    expect(document.title).toMatch(/^Privacy Policy \| /);
    expect(document.querySelector('meta[name="description"]')).not.toBeNull();
  });

  it('Terms of Use shows its sections and governs by the laws of India', () => {
    renderPage(<TermsOfUsePage />);
    expect(sectionTitles()).toEqual(['Acceptance of Terms', 'Use License', 'Disclaimer', 'Limitations', 'Governing Law']);
    expect(screen.getByText(/laws of India/)).toBeInTheDocument();
  });

  it('Disclaimer shows its static text', () => {
    renderPage(<DisclaimerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(sectionTitles().length).toBeGreaterThanOrEqual(3);
  });

  it('Refund & Cancellation states the refund terms', () => {
    renderPage(<RefundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund & Cancellation' })).toBeInTheDocument();
    expect(screen.getByText(/All sales are final/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of the service's completion/)).toBeInTheDocument();
    expect(screen.getByText(/before its delivery begins, you receive a full refund/)).toBeInTheDocument();
    expect(screen.getByText('Payment is made in advance, by credit or debit card, PayPal or bank transfer.')).toBeInTheDocument();
  });
});
