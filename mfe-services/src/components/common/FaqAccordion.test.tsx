import { renderPage, screen } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { value: 'a', question: 'First question?', answer: 'First answer.' },
  { value: 'b', question: 'Second question?', answer: 'Second answer.' },
  { value: 'c', question: 'Third question?', answer: 'Third answer.' },
];

const control = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('keeps at most one item open and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderPage(<FaqAccordion items={items} />);
    const expanded = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

    expect(expanded()).toHaveLength(0);
    await user.click(control('First question?'));
    expect(control('First question?')).toHaveAttribute('aria-expanded', 'true');

    await user.click(control('Second question?'));
    expect(control('Second question?')).toHaveAttribute('aria-expanded', 'true');
    expect(control('First question?')).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toHaveLength(1);

    await user.click(control('Second question?'));
    expect(expanded()).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<FaqAccordion items={items} />);
    control('Third question?').focus();
    await user.keyboard('{Enter}');
    expect(control('Third question?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when there are no FAQs', () => {
    renderPage(<FaqAccordion items={[]} />);
    expect(screen.getByText('No FAQs available.')).toBeInTheDocument();
  });
});
