import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { isValidIban } from './iban';

describe('configuration from the environment', () => {
  it('has working defaults on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', DATABASE_URL: undefined });
    expect(config.app).toMatchObject({
      country: 'SVK',
      locales: ['sk', 'cs', 'en', 'uk', 'pl', 'hu', 'ro'],
      mainCountries: ['SVK', 'CZE', 'POL', 'HUN', 'ROU'],
      publicUrl: 'http://127.0.0.1:3000',
      proxyList: ['http://127.0.0.1:3000'],
      maintenance: false,
    });
  });

  it('reads every public setting', () => {
    const config = loadConfig({
      MAPS_API_KEY: 'AIzaTest',
      CHATBOT_ENABLED: 'true',
      SEO_ENABLED: 'false',
      ANALYTICS_IDS: 'G-ABC123, GTM-XYZ9',
      FORMAT_LOCALE: 'cs-CZ',
      LOCALES: 'cs,en',
      MAIN_COUNTRIES: 'CZE',
      COUNTRY: 'CZE',
      PUBLIC_URL: 'https://self-storage.example.cz',
      PROXY_LIST: 'https://api.self-storage.example.cz,https://api.self-storage.example.sk',
      MAINTENANCE: 'yes',
      IBAN: 'CZ65 0800 0000 1920 0014 5399',
    });
    expect(config.app).toMatchObject({
      mapsKey: 'AIzaTest',
      chatbot: true,
      seo: false,
      analyticsIds: ['G-ABC123', 'GTM-XYZ9'],
      formatLocale: 'cs-CZ',
      locales: ['cs', 'en'],
      mainCountries: ['CZE'],
      country: 'CZE',
      proxyList: ['https://api.self-storage.example.cz', 'https://api.self-storage.example.sk'],
      maintenance: true,
      iban: 'CZ6508000000192000145399',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['COUNTRY', 'DEU'],
    ['LOCALES', 'sk,de'],
    ['MAIN_COUNTRIES', 'SVK,GBR'],
    ['IBAN', 'SK3112000000198742637542'],
    ['PUBLIC_URL', 'ftp://self-storage.example'],
    ['PROXY_LIST', 'not a url'],
    ['MAINTENANCE', 'perhaps'],
    ['CONTACT_PHONE', '0905 123 456'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['TERMS_URL_TEMPLATE', 'docs/{lang}.pdf'],
    ['SMTP_URL', 'http://mail.example:587'],
    ['MAILBOX_ENABLED', 'perhaps'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['DEVICE_TOKEN_DAYS', 'forever'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });
});

it('shows the chatbot by default outside production only, unless set', () => {
  expect(loadConfig({}).app.chatbot).toBe(true);
  expect(
    loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENT_SECRET: 'a-production-secret' })
      .app.chatbot,
  ).toBe(false);
  expect(loadConfig({ CHATBOT_ENABLED: 'false' }).app.chatbot).toBe(false);
});

it('treats an empty variable as unset', () => {
  expect(loadConfig({ PORT: '', MAIN_COUNTRIES: '' }).env).toMatchObject({
    PORT: 3000,
    MAIN_COUNTRIES: ['SVK', 'CZE', 'POL', 'HUN', 'ROU'],
  });
});

describe('IBAN check', () => {
  it('accepts valid IBANs of the operating countries and rejects a wrong check digit', () => {
    for (const iban of [
      'SK3112000000198742637541',
      'CZ6508000000192000145399',
      'PL61109010140000071219812874',
      'HU42117730161111101800000000',
      'RO49AAAA1B31007593840000',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
    expect(isValidIban('SK3112000000198742637540')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });
});
