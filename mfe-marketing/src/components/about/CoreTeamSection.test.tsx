import userEvent from '@testing-library/user-event';
import { renderPage, screen, waitFor, within } from '@site/shared/test';
import { CoreTeamSection } from './CoreTeamSection';

describe('CoreTeamSection', () => {
  it('renders the default team cards with pictures that reserve their size', () => {
    renderPage(<CoreTeamSection content={null} />);
    const cards = screen.getAllByTestId('team-card');
    expect(cards).toHaveLength(4);
    const picture = within(cards[0]).getByRole('img');
    expect(picture).toHaveAttribute('alt', 'Portrait illustration of Srinivas Reddy');
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '320');
    expect(within(cards[0]).getByRole('heading', { level: 3, name: 'Srinivas Reddy' })).toBeInTheDocument();
  });

  it('opens a dialog with picture, name, title, location and about, closed by its button and by Escape', async () => {
    const user = userEvent.setup();
    renderPage(<CoreTeamSection />);
    const readMore = screen.getByRole('button', { name: /Read More about Ananya Rao/ });
    await user.click(readMore);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Ananya Rao' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Portrait illustration of Ananya Rao');
    expect(within(dialog).getByText('Principal Consultant, CMMI & ISO')).toBeInTheDocument();
    expect(within(dialog).getByText('Pune, India')).toBeInTheDocument();
    expect(within(dialog).getByText(/certified CMMI instructor/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Read More about Vikram Menon/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Vikram Menon');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders members of a document, with a stand-in picture for a member without one', () => {
    renderPage(<CoreTeamSection content={{ teamMembers: [{ name: 'Priya Nair', title: 'Consultant', location: 'Chennai' }] }} />);
    const [card] = screen.getAllByTestId('team-card');
    expect(card).toHaveTextContent('Priya Nair');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Portrait illustration standing in for Priya Nair');
  });
});
