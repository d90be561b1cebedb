import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { startupWarnings } from './startupWarnings';

const warningsOf = (env: Record<string, string>) => {
  const config = loadConfig({
    SANDBOX_PAYMENT_SECRET: 'a-test-sandbox-secret',
    PAYMENT_PROVIDER: 'sandbox',
    LINK_SECRET: 'a-test-link-secret-of-length',
    STAFF_SECRET_KEY: 'a-test-staff-secret-key-of-32-characters',
    ...env,
  });
  return startupWarnings(config.env, config.app.publicUrl);
};

describe('startup warnings', () => {
  it('warns when PUBLIC_URL is left to its default outside development, naming the address it falls back to', () => {
    for (const NODE_ENV of ['production', 'test']) {
      const warnings = warningsOf({ NODE_ENV, PORT: '3100' });
      expect(warnings, NODE_ENV).toHaveLength(1);
      expect(warnings[0]).toMatch(/PUBLIC_URL/);
      expect(warnings[0]).toContain('http://127.0.0.1:3100');
    }
    expect(warningsOf({ NODE_ENV: 'production', PUBLIC_URL: '' })).toHaveLength(1);
  });

  it('says nothing in development or when PUBLIC_URL is set', () => {
    expect(warningsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://boxes.example' })).toEqual([]);
  });

  it('warns in production when the staff second factors have no key', () => {
    const warnings = warningsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://boxes.example', STAFF_SECRET_KEY: '' });
    expect(warnings).toEqual([expect.stringMatching(/^STAFF_SECRET_KEY is not set/)]);
    expect(warningsOf({ NODE_ENV: 'development', STAFF_SECRET_KEY: '' })).toEqual([]);
  });
});
