import { renderPage, screen } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FaqAccordion } from './FaqAccordion';

/** Re-renders the accordion on demand, as hydration or a parent's state change would. */
function Rerendering() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render {renders}
      </button>
      <FaqAccordion items={items.map((item) => ({ ...item }))} name="faq" />
    </>
  );
}

const items = [
  { value: 'a', question: 'First question?', answer: 'First answer.' },
  { value: 'b', question: 'Second question?', answer: 'Second answer.' },
  { value: 'c', question: 'Third question?', answer: 'Third answer.' },
];

/** The `<details>` a question opens. jsdom toggles it like a browser, but leaves out the exclusive `name` group (covered end to end). */
const details = (question: string) => screen.getByText(question).closest('details')!;

describe('FaqAccordion', () => {
  it('renders each question as the summary of a <details> in the one named group, all closed', () => {
    renderPage(<FaqAccordion items={items} name="faq" />);
    for (const item of items) {
      expect(screen.getByText(item.question).closest('summary')).not.toBeNull();
      expect(details(item.question)).toHaveAttribute('name', 'faq');
      expect(details(item.question)).not.toHaveAttribute('open');
      // The answer sits inside its own question's details.
      expect(details(item.question)).toContainElement(screen.getByText(item.answer));
    }
  });

  it('opens on a click on the question, closes on a second, and a re-render keeps what the visitor opened', async () => {
    const user = userEvent.setup();
    renderPage(<Rerendering />);
    await user.click(screen.getByText('Second question?'));
    expect(details('Second question?')).toHaveAttribute('open');
    // React does not own `open`: a re-render (as when hydration completes) leaves it as it is.
    await user.click(screen.getByRole('button', { name: 'Re-render 0' }));
    expect(screen.getByRole('button', { name: 'Re-render 1' })).toBeInTheDocument();
    expect(details('Second question?')).toHaveAttribute('open');
    await user.click(screen.getByText('Second question?'));
    expect(details('Second question?')).not.toHaveAttribute('open');
  });

  it('says so when there are no FAQs', () => {
    renderPage(<FaqAccordion items={[]} name="faq" />);
    expect(screen.getByText('No FAQs available.')).toBeInTheDocument();
  });
});
