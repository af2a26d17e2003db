import { renderPage, screen, waitFor } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

const relay = vi.hoisted(() => ({ sendToRelay: vi.fn() }));
// Only the network call is replaced: the forms' idempotency keys are the real ones.
vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), ...relay }));

async function fillForm(user: ReturnType<typeof userEvent.setup>, { phone = '' } = {}) {
  await user.type(screen.getByLabelText(/^Name/), 'Anita Desai');
  await user.type(screen.getByLabelText(/^Email/), 'anita@brightpath.example');
  await user.type(screen.getByLabelText(/^Subject/), 'Appraisal planning');
  if (phone) await user.type(screen.getByLabelText(/^Phone/), phone);
  await user.type(screen.getByLabelText(/^Message/), 'Please call us about CMMI.');
}

describe('ContactForm', () => {
  afterEach(() => relay.sendToRelay.mockReset());

  it('uses the browser checks: required fields and an email-type input', () => {
    renderPage(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Write Us Any Message' })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('shows Sending... while submitting, then the success message and an empty form', async () => {
    let answer!: (value: { status: 'sent' }) => void;
    relay.sendToRelay.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(relay.sendToRelay).toHaveBeenCalledWith(
      {
        name: 'Anita Desai',
        email: 'anita@brightpath.example',
        subject: 'Appraisal planning',
        phone: '',
        message: 'Please call us about CMMI.',
        from_name: 'Website contact form',
      },
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/) },
    );

    answer({ status: 'sent' });
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Message sent successfully! We'll get back to you soon.");
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each(['rejected', 'failed'] as const)('keeps everything typed when the relay answer is %s', async (status) => {
    relay.sendToRelay.mockResolvedValue({ status });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactForm />);
    await fillForm(user, { phone: '+91 90000 11111' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Anita Desai');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 90000 11111');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please call us about CMMI.');
  });

  it('sends a retry of the same message with the same Idempotency-Key, and a changed message with a new one', async () => {
    relay.sendToRelay.mockResolvedValue({ status: 'failed' });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Failed to send message. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(relay.sendToRelay).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText(/^Message/), ' Soon.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(relay.sendToRelay).toHaveBeenCalledTimes(3));

    const keys = relay.sendToRelay.mock.calls.map(([, init]) => init.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
