import { expect, test, type Locator, type Page } from '../support/test';
import { listSubmissions } from '../../mfe-forms/server/submissionStore.mjs';
import { testPorts } from '../support/ports';
import { closedPort, testGatewayForTheseTests } from '../support/testGateway';

// Two submissions reach the real relay in this file (one contact, one quote): far below its
// 20-per-minute limit. The failure cases go to a site variant whose relay is down.

const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";
const CONTACT_FAILURE = 'Failed to send message. Please try again.';
const QUOTE_SUCCESS = "Quote request submitted successfully! We'll contact you within 24 hours.";
const QUOTE_FAILURE = 'Failed to submit quote request. Please try again.';

/** A marker unique to this run, so outbox records of other runs or tests are never mistaken for ours. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Guard before anything is sent: the site under test must point at the test relay (or, for a
 * variant, at the closed port), never at a relay someone else runs, whose outbox would collect
 * test leads and whose success would hide a "relay down" failure.
 */
async function expectRelayPort(baseUrl: string, port: number) {
  const config = (await (await fetch(`${baseUrl}/site-config.json`)).json()) as { relay: { url: string } };
  expect(new URL(config.relay.url).port, `site-config.json of ${baseUrl} must send forms to port ${port}`).toBe(String(port));
}

const mainSite = () => `http://127.0.0.1:${testPorts.site}`;

async function findSubmission(match: (fields: Record<string, unknown>) => boolean) {
  const records = await listSubmissions(process.env.E2E_OUTBOX_DIR!);
  return records.find((record) => match(record.fields));
}

// ---------------------------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------------------------

const contactForm = (page: Page) => page.getByRole('form', { name: 'Write Us Any Message' });

async function fillContact(form: Locator, subject: string, phone = '') {
  await form.getByLabel('Name').fill('Anita Desai');
  await form.getByLabel('Email').fill('anita.desai@brightpath.example');
  await form.getByLabel('Subject').fill(subject);
  if (phone) await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Message').fill('We are preparing for a CMMI DEV Level 3 appraisal next spring.');
}

test.describe('contact page', () => {
  test('shows the details column, a lazy titled map and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.locator('a[href^="tel:"]').filter({ hasText: '+91 40 4850 1234' }).first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:advisory@compliancecore.example"]').first()).toBeVisible();
    await expect(page.getByText('Hyderabad', { exact: false }).first()).toBeVisible();
    const map = page.locator('iframe[title]');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
    await expect(contactForm(page).getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('a sent message clears the form and lands in the relay outbox', async ({ page }) => {
    const subject = `Appraisal planning ${runId}`;
    await expectRelayPort(mainSite(), testPorts.relay);
    await page.goto('/contact');
    const form = contactForm(page);
    await fillContact(form, subject);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const record = await findSubmission((fields) => fields.subject === subject);
    expect(record?.fields).toMatchObject({
      name: 'Anita Desai',
      email: 'anita.desai@brightpath.example',
      subject,
      phone: '',
      message: 'We are preparing for a CMMI DEV Level 3 appraisal next spring.',
    });
  });

  test('required fields are checked by the browser before anything is sent', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const name = form.getByLabel('Name');
    expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
    await expect(page.getByRole('status').filter({ hasText: /Message sent|Failed/ })).toHaveCount(0);
  });

  test.describe('with the relay down', () => {
    const variant = testGatewayForTheseTests({ down: { relay: true } });

    test('shows the failure message and keeps everything typed', async ({ page }) => {
      await expectRelayPort(variant.url, closedPort);
      await page.goto(`${variant.url}/contact`);
      const form = contactForm(page);
      await fillContact(form, `Relay down ${runId}`, '+91 90000 11111');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('status').filter({ hasText: CONTACT_FAILURE })).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('Anita Desai');
      await expect(form.getByLabel('Subject')).toHaveValue(`Relay down ${runId}`);
      await expect(form.getByLabel('Phone')).toHaveValue('+91 90000 11111');
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Quote wizard
// ---------------------------------------------------------------------------------------------

const wizard = (page: Page) => page.getByRole('form', { name: 'Quote request' });
const stepHeading = (page: Page, name: string) => wizard(page).getByRole('heading', { level: 2, name });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next' }).click();

async function fillStepOne(page: Page, organization: string) {
  const form = wizard(page);
  await form.getByLabel('Organization Name').fill(organization);
  await form.getByLabel('Email').fill('priya.rao@nimbuslabs.example');
  await form.getByLabel('Contact Number').fill('+91 98765 43210');
  await form.getByLabel('Address').fill('Level 5, Orion Tech Park, Gachibowli, Hyderabad 500032');
  await form.getByLabel('Decision Maker Details').fill('Priya Rao, VP Delivery, +91 98765 43210, priya.rao@nimbuslabs.example');
}

/** Every step, every kind of input: numbers, the distribution grid, both multi-selects and the radio group. */
async function fillWholeWizard(page: Page, organization: string) {
  const form = wizard(page);
  await fillStepOne(page, organization);
  await next(page);

  await expect(stepHeading(page, 'Organization Details')).toBeVisible();
  await form.getByLabel('Number of Branches').fill('3');
  await form.getByLabel('Number of Employees').fill('420');
  await form.getByLabel('Ongoing Projects').fill('12');
  await form.getByLabel('Locations').fill('Hyderabad, Pune, Austin');
  await form.getByRole('group', { name: 'Software Services' }).getByRole('checkbox', { name: 'Medium (51-500)' }).check();
  const development = form.getByRole('group', { name: 'Software Development' });
  await development.getByRole('checkbox', { name: 'Small (0-50)' }).check();
  await development.getByRole('checkbox', { name: 'Large (501+)' }).check();
  await form.getByRole('group', { name: 'Non-Technical' }).getByRole('checkbox', { name: 'Small (0-50)' }).check();
  await next(page);

  await expect(stepHeading(page, 'Process Information')).toBeVisible();
  await form.getByLabel('Existing Process').fill('ISO 9001 certified since 2019; agile delivery with Jira.');
  const standards = form.getByRole('group', { name: 'Target Standards' });
  await standards.getByRole('checkbox', { name: 'CMMI DEV', exact: true }).check();
  await standards.getByRole('checkbox', { name: 'ISO 27001' }).check();
  await standards.getByRole('checkbox', { name: 'SOC 1 & SOC 2' }).check();
  await next(page);

  await expect(stepHeading(page, 'Service Requirements')).toBeVisible();
  const services = form.getByRole('group', { name: 'Services Required' });
  await services.getByRole('checkbox', { name: 'Appraisal/Certification' }).check();
  await services.getByRole('checkbox', { name: 'Trainings' }).check();
  await form.getByRole('radio', { name: '< 30 Days' }).check();
}

const expectedQuoteMessage = (organization: string) =>
  [
    'NEW QUOTE REQUEST',
    '',
    '1. CONTACT INFORMATION',
    `Organization Name: ${organization}`,
    'Email: priya.rao@nimbuslabs.example',
    'Contact Number: +91 98765 43210',
    'Address: Level 5, Orion Tech Park, Gachibowli, Hyderabad 500032',
    'Decision Maker Details: Priya Rao, VP Delivery, +91 98765 43210, priya.rao@nimbuslabs.example',
    '',
    '2. ORGANIZATION DETAILS',
    'Number of Branches: 3',
    'Number of Employees: 420',
    'Ongoing Projects: 12',
    'Locations: Hyderabad, Pune, Austin',
    'Employee Distribution:',
    '- Software Services: Medium (51-500)',
    '- Software Development: Small (0-50), Large (501+)',
    '- Non-Technical: Small (0-50)',
    '',
    '3. PROCESS INFORMATION',
    'Existing Process: ISO 9001 certified since 2019; agile delivery with Jira.',
    'Target Standards: CMMI DEV, ISO 27001, SOC 1 & SOC 2',
    '',
    '4. SERVICE REQUIREMENTS',
    'Services Required: Appraisal/Certification, Trainings',
    'Kickstart Time: < 30 Days',
  ].join('\n');

test.describe('quote wizard', () => {
  test('Previous is disabled on step 1 and Submit Quote Request shows only on step 4', async ({ page }) => {
    await page.goto('/get-quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Quote' })).toBeVisible();
    await expect(page).toHaveTitle(/Get Your Quote/);
    const form = wizard(page);
    const submit = form.getByRole('button', { name: 'Submit Quote Request' });

    await expect(stepHeading(page, 'Contact Info')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(submit).toHaveCount(0);
    for (const title of ['Organization Details', 'Process Information']) {
      await next(page);
      await expect(stepHeading(page, title)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Previous' })).toBeEnabled();
      await expect(submit).toHaveCount(0);
    }
    await next(page);
    await expect(stepHeading(page, 'Service Requirements')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(submit).toBeVisible();
  });

  test('Submit with a required field empty on step 1 returns to step 1 and lets the browser report it', async ({ page }) => {
    await page.goto('/get-quote');
    const form = wizard(page);
    await form.getByLabel('Organization Name').fill('Nimbus Labs');
    for (let step = 0; step < 3; step += 1) await next(page);
    await form.getByRole('radio', { name: '< 15 Days' }).check();
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();

    await expect(stepHeading(page, 'Contact Info')).toBeVisible();
    const email = form.getByLabel('Email');
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
    await expect(page.getByRole('status').filter({ hasText: /submitted|Failed/ })).toHaveCount(0);
  });

  test('a draft survives a reload mid-wizard', async ({ page }) => {
    await page.goto('/get-quote');
    await fillStepOne(page, 'Draft Keepers Ltd');
    await next(page);
    await wizard(page).getByLabel('Number of Branches').fill('2');
    await page.reload();

    await expect(stepHeading(page, 'Organization Details')).toBeVisible();
    await expect(wizard(page).getByLabel('Number of Branches')).toHaveValue('2');
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await expect(wizard(page).getByLabel('Organization Name')).toHaveValue('Draft Keepers Ltd');
  });

  test('the full flow lands in the outbox with the formatted text, then the wizard starts over', async ({ page }) => {
    const organization = `Nimbus Labs ${runId}`;
    await expectRelayPort(mainSite(), testPorts.relay);
    await page.goto('/get-quote');
    await fillWholeWizard(page, organization);
    await wizard(page).getByRole('button', { name: 'Submit Quote Request' }).click();

    await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
    await expect(stepHeading(page, 'Contact Info')).toBeVisible();
    await expect(wizard(page).getByLabel('Organization Name')).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('quote-wizard-draft'))).toBeNull();

    const record = await findSubmission((fields) => fields.subject === `Quote Request from ${organization}`);
    expect(record?.fields).toMatchObject({
      name: organization,
      email: 'priya.rao@nimbuslabs.example',
      phone: '+91 98765 43210',
      content_type: 'text/html',
    });
    expect(record?.fields.message).toBe(expectedQuoteMessage(organization));
  });

  test.describe('with the relay down', () => {
    const variant = testGatewayForTheseTests({ down: { relay: true } });

    test('a failed submission keeps every answer and the step', async ({ page }) => {
      await expectRelayPort(variant.url, closedPort);
      await page.goto(`${variant.url}/get-quote`);
      await fillWholeWizard(page, 'Offline Org');
      const form = wizard(page);
      await form.getByRole('button', { name: 'Submit Quote Request' }).click();

      await expect(page.getByRole('status').filter({ hasText: QUOTE_FAILURE })).toBeVisible();
      await expect(stepHeading(page, 'Service Requirements')).toBeVisible();
      await expect(form.getByRole('radio', { name: '< 30 Days' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Trainings' })).toBeChecked();
      await form.getByRole('button', { name: 'Previous' }).click();
      await expect(form.getByRole('checkbox', { name: 'SOC 1 & SOC 2' })).toBeChecked();
      await form.getByRole('button', { name: 'Previous' }).click();
      await expect(form.getByLabel('Number of Branches')).toHaveValue('3');
      await form.getByRole('button', { name: 'Previous' }).click();
      await expect(form.getByLabel('Organization Name')).toHaveValue('Offline Org');
    });
  });
});
