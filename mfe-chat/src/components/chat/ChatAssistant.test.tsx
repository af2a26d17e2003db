import { renderPage, screen, waitFor, within } from '@site/shared/test';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatAssistant } from './ChatAssistant';
import { MISSING_REPLY, THANK_YOU } from '../../content/defaults';
import { STORAGE_KEY } from './useChatConversation';

const relay = vi.hoisted(() => ({ sendToRelay: vi.fn() }));
vi.mock('@site/shared/forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('@site/shared/forms')>()), ...relay }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  relay.sendToRelay.mockReset();
});

async function openChat() {
  const user = userEvent.setup({ delay: null });
  const view = renderPage(<ChatAssistant />);
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  return { user, view, input: screen.getByRole('textbox', { name: 'Type your message' }) };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatAssistant', () => {
  it('toggles open and closed, greeting as the AI assistant with a 24-hour promise', async () => {
    const { user } = await openChat();
    expect(log()).toHaveTextContent(/AI assistant/);
    expect(log()).toHaveTextContent(/within 24 hours/);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends on Enter: the message, a typing indicator, then the reply with real links', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, input } = await openChat();
    await user.type(input, 'How long does an audit take?{Enter}');

    expect(within(log()).getByText('How long does an audit take?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/chatbot');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'How long does an audit take?' });

    answer(json({ reply: 'Two to four weeks. Read more on Audit Services: /audit.', sources: [{ title: 'Audit Services', url: '/audit' }] }));
    const link = await within(log()).findByRole('link', { name: '/audit' });
    expect(link).toHaveAttribute('href', '/audit');
    expect(within(log()).getByRole('link', { name: 'Audit Services' })).toHaveAttribute('href', '/audit');
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
  });

  it('ignores empty and whitespace-only input', async () => {
    const { user, input } = await openChat();
    await user.type(input, '{Enter}');
    await user.type(input, '    {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('chat-user-message')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('never renders HTML from the service', async () => {
    fetchMock.mockResolvedValue(json({ reply: '<img src=x onerror="alert(1)"><b>bold</b> <a href="javascript:alert(1)">x</a>', sources: [{ title: 'Bad', url: 'javascript:alert(1)' }] }));
    const { user, input, view } = await openChat();
    await user.type(input, 'hello{Enter}');
    expect(await within(log()).findByText(/<img src=x/)).toBeInTheDocument();
    expect(view.container.ownerDocument.querySelector('img, b')).toBeNull();
    expect(within(log()).queryByRole('link')).toBeNull();
  });

  it('shows contact cards when the message or reply mentions pricing', async () => {
    fetchMock.mockResolvedValue(json({ reply: 'It depends on the scope.', sources: [] }));
    const { user, input } = await openChat();
    await user.type(input, 'What about PRICING?{Enter}');
    const cards = await screen.findByTestId('chat-contact-cards');
    expect(within(cards).getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+914048501234');
    expect(within(cards).getByRole('link', { name: /Email us/ })).toHaveAttribute('href', 'mailto:advisory@compliancecore.example');
    expect(within(cards).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919848012345');
    expect(within(cards).getByRole('link', { name: /Contact page/ })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Share Your Requirements' })).not.toBeInTheDocument();
  });

  it('uses the fixed text when the reply field is missing', async () => {
    fetchMock.mockResolvedValue(json({ answer: 'wrong field' }));
    const { user, input } = await openChat();
    await user.type(input, 'hello{Enter}');
    expect(await within(log()).findByText(MISSING_REPLY)).toBeInTheDocument();
  });

  it.each([
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), ['[chat] request failed:', expect.any(TypeError)]],
    ['a 502 answer', () => fetchMock.mockResolvedValue(json({ error: 'Bad gateway' }, 502)), ['[chat] service answered HTTP 502']],
  ])('points to the advisory e-mail and WhatsApp on %s', async (_name, arrange, logged) => {
    // The widget logs the failure for whoever reads the console; asserted here, not printed.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrange();
    const { user, input } = await openChat();
    await user.type(input, 'hello{Enter}');
    const message = await within(log()).findByText(/technical difficulties/);
    expect(message.closest('[data-testid="chat-bot-message"]')).toHaveTextContent('advisory@compliancecore.example');
    expect(within(log()).getByRole('link', { name: 'https://wa.me/919848012345' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(...logged);
  });

  it('keeps the conversation in session storage across remounts, and clears it', async () => {
    fetchMock.mockResolvedValue(json({ reply: 'Two to four weeks.', sources: [] }));
    const { user, input, view } = await openChat();
    await user.type(input, 'How long does an audit take?{Enter}');
    await within(log()).findByText('Two to four weeks.');
    view.unmount();

    renderPage(<ChatAssistant />);
    expect(within(log()).getByText('How long does an audit take?')).toBeInTheDocument();
    expect(within(log()).getByText('Two to four weeks.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(within(log()).queryByText('Two to four weeks.')).not.toBeInTheDocument();
    expect(log()).toHaveTextContent(/AI assistant/);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).messages).toEqual([]);
  });
});

describe('contact dialog', () => {
  async function openForm() {
    fetchMock.mockResolvedValue(json({ reply: 'Happy to look at it.', sources: [] }));
    const chat = await openChat();
    await chat.user.type(chat.input, 'We have detailed requirements{Enter}');
    await chat.user.click(await screen.findByRole('button', { name: 'Share Your Requirements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Our Team' });
    return { ...chat, dialog };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText(/^Name/), 'Anita Desai');
    await user.type(within(dialog).getByLabelText(/^Email/), 'anita@brightpath.example');
    await user.type(within(dialog).getByLabelText(/^Message/), 'CMMI Level 3 for 120 people');
  }

  it('has required name, email-type email and message fields', async () => {
    const { user, dialog } = await openForm();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(within(dialog).getByLabelText(label)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(relay.sendToRelay).not.toHaveBeenCalled();
  });

  it('sends through the relay, then closes, clears and thanks', async () => {
    relay.sendToRelay.mockResolvedValue({ status: 'sent' });
    const { user, dialog } = await openForm();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(relay.sendToRelay).toHaveBeenCalledWith(
      {
        name: 'Anita Desai',
        email: 'anita@brightpath.example',
        message: 'ChatBot Inquiry: CMMI Level 3 for 120 people',
        subject: 'ChatBot Inquiry from Anita Desai',
        from_name: 'Anita Desai',
      },
      // The relay stores a retry of this message once.
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/) },
    );
    expect(await within(log()).findByText(THANK_YOU)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Share Your Requirements' })[0]);
    const reopened = await screen.findByRole('dialog', { name: 'Contact Our Team' });
    expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(reopened).getByLabelText(/^Message/)).toHaveValue('');
  });

  it('changes nothing when the relay rejects the message', async () => {
    relay.sendToRelay.mockResolvedValue({ status: 'rejected' });
    const { user, dialog } = await openForm();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(relay.sendToRelay).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Contact Our Team' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Anita Desai');
    expect(within(log()).queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it('apologises with the advisory e-mail and the contact cards when sending fails', async () => {
    relay.sendToRelay.mockResolvedValue({ status: 'failed' });
    const { user, dialog } = await openForm();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const apology = await within(log()).findByText(/issue sending your message/);
    const bubble = apology.closest('[data-testid="chat-bot-message"]') as HTMLElement;
    // Exactly the contact form's failure sentence with the configured e-mail, nothing appended.
    expect(apology.parentElement!.textContent).toBe('Sorry, there was an issue sending your message. Please email us directly at advisory@compliancecore.example');
    expect(within(bubble).getByTestId('chat-contact-cards')).toBeInTheDocument();
  });
});
