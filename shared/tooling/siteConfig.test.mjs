// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from './siteConfig.mjs';

describe('site configuration from the environment', () => {
  it('points at the local services on the ports it is given', () => {
    const config = siteConfigFromEnv({ CMS_PORT: '4181', RELAY_PORT: '4182', RELAY_ACCESS_KEY: 'k' });
    expect(config.content).toEqual({ projectId: 'local', dataset: 'production', apiVersion: '2023-05-03', apiHost: 'http://127.0.0.1:4181' });
    expect(config.relay).toEqual({ url: 'http://127.0.0.1:4182/submit', accessKey: 'k', idempotencyKeys: true });
    expect(config.chat.apiUrl).toBe('/api/chatbot');
  });

  it('reads a real Sanity project and a real form relay when they are configured', () => {
    const config = siteConfigFromEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'staging',
      FORM_RELAY_URL: 'https://api.web3forms.com/submit',
      FORM_RELAY_KEY: 'public-key',
    });
    expect(config.content).toEqual({ projectId: 'abc123', dataset: 'staging', apiVersion: '2023-05-03' });
    expect(config.relay).toEqual({ url: 'https://api.web3forms.com/submit', accessKey: 'public-key', idempotencyKeys: false });
  });

  it('sends Idempotency-Key to another relay only when FORM_RELAY_IDEMPOTENCY says it takes it', () => {
    const elsewhere = { FORM_RELAY_URL: 'https://relay.example/submit' };
    expect(siteConfigFromEnv({ ...elsewhere, FORM_RELAY_IDEMPOTENCY: '1' }).relay.idempotencyKeys).toBe(true);
    expect(siteConfigFromEnv({ FORM_RELAY_IDEMPOTENCY: '0' }).relay.idempotencyKeys).toBe(false);
  });

  it('takes the firm\'s contact details from the environment, else the shared defaults', () => {
    expect(siteConfigFromEnv({}).contact.email).toBe('advisory@compliancecore.example');
    expect(siteConfigFromEnv({ CONTACT_EMAIL: 'hello@example.org' }).contact.email).toBe('hello@example.org');
  });
});
