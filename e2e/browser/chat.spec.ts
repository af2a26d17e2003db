import { startUsing } from '../support/chatWidget';
import { expect, test, type Page } from '../support/test';
import { listSubmissions } from '../../mfe-forms/server/submissionStore.mjs';
import { startTestGateway } from '../support/testGateway';

// About six messages reach the real chat service in this file: far below its 30-a-minute limit.

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Type your message' });

async function openChat(page: Page) {
  await startUsing(page);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(chatLog(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
}

test('opens with a greeting, sends on Enter, shows typing, then a reply whose link leads to the page', async ({ page }) => {
  // Hold the request so the typing indicator can be seen, then let it through to the real service.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chatbot', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  await openChat(page);
  await expect(chatLog(page)).toContainText('AI assistant');
  await expect(chatLog(page)).toContainText('within 24 hours');

  // Whitespace is not sent.
  await send(page, '   ');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);

  await send(page, 'How long does an audit take?');
  await expect(page.getByTestId('chat-user-message')).toHaveText('How long does an audit take?');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  release();

  // The answer comes from the audit page's or the FAQ page's published answer, and links it.
  const reply = page.getByTestId('chat-bot-message').last();
  await expect(reply).toContainText(/(2|two) to (4|four) weeks/i);
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  const link = reply.getByRole('link', { name: /^\/(audit|faq)$/ }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/(audit|faq)$/);

  // Client-side navigation: the page changes, the open chat and its conversation stay.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatLog(page)).toContainText('How long does an audit take?');

  // And a reload keeps it too (session storage).
  await page.reload();
  await startUsing(page);
  await expect(chatLog(page)).toContainText(/(2|two) to (4|four) weeks/i);
  await page.getByRole('button', { name: 'Clear conversation' }).click();
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expect(chatLog(page)).toContainText('AI assistant');
});

test('a message about pricing shows the contact cards', async ({ page }) => {
  await page.goto('/services');
  await openChat(page);
  await send(page, 'What is your pricing for an ISO 27001 programme?');
  const cards = page.getByTestId('chat-contact-cards').last();
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(cards.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(cards.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(cards.getByRole('link', { name: /Contact page/ })).toHaveAttribute('href', '/contact');
});

test('a message with requirements offers the contact form, which sends to the relay', async ({ page }) => {
  await page.goto('/about');
  await openChat(page);
  await send(page, 'We have detailed requirements for a CMMI Level 3 rollout');
  await page.getByRole('button', { name: 'Share Your Requirements' }).click();

  const dialog = page.getByRole('dialog', { name: 'Contact Our Team' });
  await dialog.getByLabel('Name').fill('Anita Desai');
  await dialog.getByLabel('Email').fill('anita.desai@brightpath.example');
  await dialog.getByLabel('Message').fill(`Two sites, 120 engineers (${runId})`);
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(dialog).toBeHidden();
  await expect(chatLog(page)).toContainText('Thank you! Your message has been sent successfully. Our team will contact you within 24 hours.');

  await expect
    .poll(async () => {
      const records = await listSubmissions(process.env.E2E_OUTBOX_DIR!);
      return records.find((record) => String(record.fields.message).includes(runId))?.fields;
    })
    .toMatchObject({
      name: 'Anita Desai',
      email: 'anita.desai@brightpath.example',
      message: `ChatBot Inquiry: Two sites, 120 engineers (${runId})`,
      subject: 'ChatBot Inquiry from Anita Desai',
    });
});

test('with the chat service down, the visitor is pointed to the advisory e-mail and WhatsApp', async ({ page }) => {
  const variant = await startTestGateway({ down: { chat: true } });
  try {
    await page.goto(variant.url);
    await openChat(page);
    await send(page, 'Hello?');
    const reply = page.getByTestId('chat-bot-message').last();
    await expect(reply).toContainText('technical difficulties');
    await expect(reply.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(reply.getByRole('link', { name: /wa\.me/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  } finally {
    await variant.close();
  }
});

test('the widget comes a few seconds after the page has loaded, with no interaction at all', async ({ page }) => {
  // The page's own clock (`page.clock`, running with the wall clock while a page loads): the widget's
  // few seconds after load are moved on rather than waited for. That it is on every route is checked
  // on each route's own load (pages.spec.ts); that it is not there sooner, in ChatWidgetSlot's unit test.
  await page.clock.install();
  await page.goto('/about');
  // CHAT_LOAD_DELAY_MS (shell/src/layout/ChatWidgetSlot.tsx) after the page has loaded.
  await page.clock.runFor(3_000);
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
});
