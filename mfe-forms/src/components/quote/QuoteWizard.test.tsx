import { renderPage, screen, waitFor, within } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_DRAFT_KEY } from './quoteDraft';
import { QuoteWizard } from './QuoteWizard';

const relay = vi.hoisted(() => ({ sendToRelay: vi.fn() }));
// Only the network call is replaced: the forms' idempotency keys are the real ones.
vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), ...relay }));

type User = ReturnType<typeof userEvent.setup>;

/** Pasting instead of typing key by key keeps these long forms fast to fill. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillStepOne(user: User) {
  await enter(user, /^Organization Name/, 'Nimbus Labs');
  await enter(user, /^Email/, 'priya@nimbus.example');
  await enter(user, /^Contact Number/, '+91 98765 43210');
  await enter(user, /^Address/, 'Gachibowli, Hyderabad');
  await enter(user, /^Decision Maker Details/, 'Priya Rao, VP Delivery');
}

async function fillAllSteps(user: User) {
  await fillStepOne(user);
  await next(user);
  await enter(user, /^Number of Branches/, '2');
  await user.click(within(screen.getByRole('group', { name: 'Software Services' })).getByLabelText('Medium (51-500)'));
  await next(user);
  await user.click(screen.getByLabelText('CMMI DEV'));
  await user.click(screen.getByLabelText('GDPR'));
  await next(user);
  await user.click(screen.getByLabelText('Trainings'));
  await user.click(screen.getByLabelText('< 15 Days'));
}

/** Fills in all four steps and submits them, the relay answering with `status`. */
async function submitAllSteps(status: 'sent' | 'failed') {
  relay.sendToRelay.mockResolvedValue({ status });
  const user = userEvent.setup({ delay: null });
  renderPage(<QuoteWizard />);
  await fillAllSteps(user);
  await user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
}

describe('QuoteWizard', () => {
  afterEach(() => {
    relay.sendToRelay.mockReset();
    sessionStorage.clear();
  });

  it('disables Previous on step 1 and shows Submit Quote Request only on step 4', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<QuoteWizard />);
    expect(stepHeading()).toHaveTextContent('Contact Info');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Quote Request' })).not.toBeInTheDocument();

    for (const title of ['Organization Details', 'Process Information']) {
      await next(user);
      expect(stepHeading()).toHaveTextContent(title);
      expect(screen.queryByRole('button', { name: 'Submit Quote Request' })).not.toBeInTheDocument();
    }
    await next(user);
    expect(stepHeading()).toHaveTextContent('Service Requirements');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(stepHeading()).toHaveFocus();
  });

  it('offers the 17 standards, 6 services and 3 kickstart times', async () => {
    renderPage(<QuoteWizard />);
    expect(within(screen.getByRole('group', { name: 'Target Standards', hidden: true })).getAllByRole('checkbox', { hidden: true })).toHaveLength(17);
    expect(within(screen.getByRole('group', { name: 'Services Required', hidden: true })).getAllByRole('checkbox', { hidden: true })).toHaveLength(6);
    const times = within(screen.getByRole('radiogroup', { name: /Kickstart Time/, hidden: true })).getAllByRole('radio', { hidden: true });
    expect(times.map((radio) => radio.getAttribute('value'))).toEqual(['< 15 Days', '< 30 Days', '> 30 Days']);
  });

  it('returns to the first step with an empty required field on Submit and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<QuoteWizard />);
    await enter(user, /^Organization Name/, 'Nimbus Labs');
    for (let step = 0; step < 3; step += 1) await next(user);
    const reportValidity = vi.spyOn(HTMLInputElement.prototype, 'reportValidity');
    await user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));

    expect(stepHeading()).toHaveTextContent('Contact Info');
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(reportValidity).toHaveBeenCalled();
    expect(relay.sendToRelay).not.toHaveBeenCalled();
  });

  it('sends a complete request, then resets to step 1 and clears the draft', async () => {
    await submitAllSteps('sent');

    expect(await screen.findByText("Quote request submitted successfully! We'll contact you within 24 hours.")).toBeInTheDocument();
    const payload = relay.sendToRelay.mock.calls[0]![0];
    expect(payload).toMatchObject({
      name: 'Nimbus Labs',
      email: 'priya@nimbus.example',
      subject: 'Quote Request from Nimbus Labs',
      phone: '+91 98765 43210',
    });
    expect(payload.message).toContain('- Software Services: Medium (51-500)');
    expect(payload.message).toContain('Target Standards: CMMI DEV, GDPR');
    expect(payload.message).toContain('Services Required: Trainings\nKickstart Time: < 15 Days');
    expect(stepHeading()).toHaveTextContent('Contact Info');
    expect(screen.getByLabelText(/^Organization Name/)).toHaveValue('');
    expect(sessionStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
  });

  it('keeps every answer and the step after a failed send', async () => {
    await submitAllSteps('failed');

    expect(await screen.findByText('Failed to submit quote request. Please try again.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Service Requirements');
    expect(screen.getByLabelText('< 15 Days')).toBeChecked();
    expect(screen.getByLabelText(/^Organization Name/)).toHaveValue('Nimbus Labs');
    expect(JSON.parse(sessionStorage.getItem(QUOTE_DRAFT_KEY)!)).toMatchObject({ active: 3, values: { organizationName: 'Nimbus Labs' } });
  });

  it('submits the same request again with the same Idempotency-Key after a failure', async () => {
    await submitAllSteps('failed');
    await screen.findByText('Failed to submit quote request. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() => expect(relay.sendToRelay).toHaveBeenCalledTimes(2));
    const [first, second] = relay.sendToRelay.mock.calls.map(([, init]) => init.idempotencyKey);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(second).toBe(first);
  });

  it('restores a draft from session storage, including the step', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPage(<QuoteWizard />);
    await fillStepOne(user);
    await next(user);
    first.unmount();

    renderPage(<QuoteWizard />);
    expect(stepHeading()).toHaveTextContent('Organization Details');
    expect(screen.getByLabelText(/^Organization Name/)).toHaveValue('Nimbus Labs');
  });
});
