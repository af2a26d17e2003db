import { sendToRelay } from '@site/shared/forms';
import { renderPage, screen } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterBox } from './NewsletterBox';

vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), sendToRelay: vi.fn() }));
const relay = vi.mocked(sendToRelay);

beforeEach(() => relay.mockReset());

const setup = () => {
  renderPage(<NewsletterBox title="Subscribe Now" text="Monthly insights." />);
  return { input: screen.getByLabelText(/Email address/), button: screen.getByRole('button', { name: 'Subscribe' }) };
};

/** Types `address` into a new box and presses Subscribe. */
const subscribe = async (address: string) => {
  const box = setup();
  await userEvent.type(box.input, address);
  await userEvent.click(box.button);
  return box;
};

describe('NewsletterBox', () => {
  it('has an e-mail input', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('sends the address through the form relay and confirms', async () => {
    relay.mockResolvedValue({ status: 'sent' });
    const { input } = await subscribe('cio@example.com');
    expect(relay).toHaveBeenCalledWith(
      {
        email: 'cio@example.com',
        subject: 'Newsletter subscription',
        from_name: 'Website newsletter',
        message: 'Please subscribe cio@example.com to the newsletter.',
      },
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/) },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(input).toHaveValue('');
  });

  it('reports a failure and keeps the typed address', async () => {
    relay.mockResolvedValue({ status: 'failed' });
    const { input } = await subscribe('cio@example.com');
    expect(await screen.findByText(/couldn't complete your subscription/)).toBeInTheDocument();
    expect(input).toHaveValue('cio@example.com');
  });

  it('retries the same address with the same Idempotency-Key, so a lost answer is not a second subscription', async () => {
    relay.mockResolvedValue({ status: 'failed' });
    const { button } = await subscribe('cio@example.com');
    await screen.findByText(/couldn't complete your subscription/);
    await userEvent.click(button);
    await vi.waitFor(() => expect(relay).toHaveBeenCalledTimes(2));
    const keys = relay.mock.calls.map(([, init]) => init?.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not send an invalid address', async () => {
    await subscribe('not-an-address');
    expect(relay).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid e-mail address.');
  });
});
