import { startUsing } from '../support/chatWidget';
import { advance, pauseClock } from '../support/clock';
import { expect, test } from '../support/test';
import { startHungServer, type HungServer } from '../support/hungServer';
import { testGatewayForTheseTests } from '../support/testGateway';

// Each service below is replaced by a server that accepts the connection and never answers: no
// error ever reaches the client, only its own time limit ends the wait. The limits run on the page's
// fake clock (installed before the page loads, stopped once it is ready), so "still waiting at
// 9.9 s, given up at 10 s" holds however busy the machine is.

const CONTACT_FAILURE = 'Failed to send message. Please try again.';

let hung: HungServer;
test.beforeAll(async () => {
  hung = await startHungServer();
});
test.afterAll(async () => hung?.close());

test.describe('a hung form relay', () => {
  const variant = testGatewayForTheseTests(() => ({ services: { relay: hung.port } }));

  test('the contact form gives up after 10 s with the failure message, keeping everything typed', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${variant.url}/contact`);
    const form = page.getByRole('form', { name: 'Write Us Any Message' });
    await form.getByLabel('Name').fill('Anita Desai');
    await form.getByLabel('Email').fill('anita.desai@brightpath.example');
    await form.getByLabel('Subject').fill('Hung relay');
    await form.getByLabel('Message').fill('We are preparing for a CMMI DEV Level 3 appraisal next spring.');
    await pauseClock(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();

    const failure = page.getByRole('status').filter({ hasText: CONTACT_FAILURE });
    await advance(page, 9_900);
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await advance(page, 100);
    await expect(failure).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Anita Desai');
    await expect(form.getByLabel('Subject')).toHaveValue('Hung relay');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('a hung chat service', () => {
  const variant = testGatewayForTheseTests(() => ({ services: { chat: hung.port } }));

  test('the chat answers with the fallback text after 10 s', async ({ page }) => {
    await page.clock.install();
    await page.goto(variant.url);
    await startUsing(page);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const input = page.getByRole('textbox', { name: 'Type your message' });
    await input.fill('Hello?');
    const replies = page.getByTestId('chat-bot-message');
    const before = await replies.count();
    await pauseClock(page);
    await input.press('Enter');
    await expect(page.getByTestId('chat-user-message').filter({ hasText: 'Hello?' })).toBeVisible();

    await advance(page, 9_900);
    await expect(replies).toHaveCount(before);
    await advance(page, 100);
    await expect(replies).toHaveCount(before + 1);
    await expect(replies.last()).toContainText('technical difficulties');
  });
});

test.describe('a hung remote host', () => {
  test('a route whose remote never answers shows the fallback panel with Retry after 5 s, not before', async ({ page }) => {
    // The marketing remote's browser files go to a host that accepts and never answers. The page
    // starts on a route of another remote; the footer's link then needs the marketing remote.
    await page.route('**/remotes/mfe-marketing/**', (route) => {
      const url = new URL(route.request().url());
      void route.continue({ url: `http://127.0.0.1:${hung.port}${url.pathname}` }).catch(() => {});
    });
    await page.clock.install();
    await page.goto('/contact');
    await pauseClock(page);
    await page.getByTestId('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    const panel = page.getByTestId('remote-fallback');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // The load (and its 5 s limit) starts with the render that shows the skeleton in place of the page.
    await expect(page.getByRole('main').getByTestId('page-skeleton')).toBeVisible();

    await advance(page, 4_900);
    await expect(panel).toHaveCount(0);
    // The limit rejects at 5 s exactly (loadRemoteModule.test pins it); React then re-renders the
    // route in the navigation's transition, which may hold the error boundary back a few frames of
    // page time (seen: up to 200 ms under load), so the panel is expected within the next 0.6 s.
    await advance(page, 600);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('navbar')).toBeVisible();
  });
});
