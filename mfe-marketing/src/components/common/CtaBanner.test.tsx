import { renderPage, screen } from '@site/shared/test';
import { CtaBanner } from './CtaBanner';

describe('CtaBanner', () => {
  it('renders the default call to action: Schedule Call to /contact and Get Quote to /get-quote', () => {
    renderPage(<CtaBanner content={null} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ready to Raise Your Process Maturity?');
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
  });

  it('renders the ctaSection document and fills missing buttons from the defaults', () => {
    renderPage(
      <CtaBanner content={{ title: 'Start Today', subtitle: 'We reply fast.', primaryButton: { text: 'Call Us', link: 'tel:+914048501234' } }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Start Today' })).toBeInTheDocument();
    expect(screen.getByText('We reply fast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+914048501234');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
  });
});
