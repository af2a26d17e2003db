import { listSubmissions } from '../../mfe-forms/server/submissionStore.mjs';
import { testPorts } from '../support/ports';
import { expect, test } from '../support/test';

const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";
const CONTACT_FAILURE = 'Failed to send message. Please try again.';
const RELAY_SUBMIT = `http://127.0.0.1:${testPorts.relay}/submit`;

/** A marker unique to this run, so outbox records of other runs or tests are never mistaken for ours. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const storedWithSubject = async (subject: string) =>
  (await listSubmissions(process.env.E2E_OUTBOX_DIR!)).filter((record) => record.fields.subject === subject);

test('a message whose answer was lost after the relay stored it is stored once when the visitor sends it again', async ({ page }) => {
  const subject = `Lost answer ${runId}`;
  const keys: string[] = [];
  let loseTheAnswer = true;
  // The first POST reaches the real relay, which stores it; its answer never reaches the browser.
  await page.route(RELAY_SUBMIT, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    keys.push(request.headers()['idempotency-key'] ?? '(none)');
    if (!loseTheAnswer) return route.continue();
    loseTheAnswer = false;
    const stored = await route.fetch();
    expect(stored.status()).toBe(200);
    await route.abort('connectionreset');
  });

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Write Us Any Message' });
  await form.getByLabel('Name').fill('Anita Desai');
  await form.getByLabel('Email').fill('anita.desai@brightpath.example');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Our appraisal is in March; can you help us prepare?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: CONTACT_FAILURE })).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue(subject);
  expect(await storedWithSubject(subject)).toHaveLength(1);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_SUCCESS })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(keys[1]).toBe(keys[0]);
  const stored = await storedWithSubject(subject);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.idempotencyKey).toBe(keys[0]);
});
