import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SANDBOX_SECRET, loadConfig } from '../config/env';

const gopay = {
  PAYMENT_PROVIDER: 'gopay',
  GOPAY_GOID: '8123456789',
  GOPAY_CLIENT_ID: 'client',
  GOPAY_CLIENT_SECRET: 'secret',
};

describe('payment configuration', () => {
  it('uses the sandbox with a development secret outside production, and holds boxes 20 minutes', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ provider: 'sandbox', sandboxSecret: DEV_SANDBOX_SECRET });
    expect(config.env.ORDER_HOLD_MINUTES).toBe(20);
    expect(config.env.GOPAY_URL).toBe('https://gw.sandbox.gopay.com/api');
  });

  it('defaults to GoPay in production and names every missing GoPay variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /GOPAY_GOID[\s\S]*GOPAY_CLIENT_ID[\s\S]*GOPAY_CLIENT_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...gopay }).payments.provider).toBe('gopay');
  });

  it('refuses the sandbox in production without its own secret, and a short secret anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
    const staging = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'a-long-enough-staging-secret',
    });
    expect(staging.payments.sandboxSecret).toBe('a-long-enough-staging-secret');
    expect(() => loadConfig({ SANDBOX_PAYMENT_SECRET: 'short' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
  });

  it('checks the GoID, the hold time and the provider name', () => {
    expect(() => loadConfig({ ...gopay, GOPAY_GOID: 'abc' })).toThrow(/GOPAY_GOID/);
    expect(() => loadConfig({ ORDER_HOLD_MINUTES: '1' })).toThrow(/ORDER_HOLD_MINUTES/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
