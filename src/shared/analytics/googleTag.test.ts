import { describe, expect, it } from 'vitest';
import { pushPurchaseOnce } from './dataLayer';
import { CONSENT_WAIT_FOR_UPDATE_MS, loadGoogleTag, pushConsentDefaults, tagScriptUrl } from './googleTag';

const freshWindow = () => ({}) as Window & { dataLayer?: unknown[] };
const entries = (w: { dataLayer?: unknown[] }) =>
  (w.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );

describe("Google's tag under consent", () => {
  it('puts the consent defaults, all denied and waiting 10 s, on the data layer once', () => {
    const w = freshWindow();
    pushConsentDefaults(w);
    pushConsentDefaults(w);
    expect(entries(w)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
        },
      ],
    ]);
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(10_000);
  });

  it('loads the Google tag once, configuring every id', () => {
    const w = freshWindow();
    expect(loadGoogleTag(['G-ABC123', 'AW-99'], w, document)).toBe(true);
    expect(loadGoogleTag(['G-ABC123', 'AW-99'], w, document)).toBe(false);
    const scripts = [...document.head.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'));
    expect(scripts.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    expect(scripts[0].async).toBe(true);
    expect(
      entries(w)
        .filter((e) => Array.isArray(e) && e[0] === 'config')
        .map((e) => (e as unknown[])[1]),
    ).toEqual(['G-ABC123', 'AW-99']);
    for (const script of scripts) script.remove();
  });

  it('uses Tag Manager for a GTM id, and loads nothing without ids', () => {
    expect(tagScriptUrl(['GTM-XYZ9'])).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9');
    expect(tagScriptUrl([])).toBeNull();
    expect(loadGoogleTag([], freshWindow(), document)).toBe(false);
  });
});

describe('the purchase event', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      get: (k: string) => values.get(k) ?? null,
      set: (k: string, v: string) => void values.set(k, v),
      remove: (k: string) => void values.delete(k),
    };
  };
  const money = { minor: 20700, currency: 'EUR' } as const;

  it('reaches the Google tag as a gtag event with its value, once per order', () => {
    const w = freshWindow();
    pushConsentDefaults(w, ['G-ABC123']);
    const store = memory();
    expect(pushPurchaseOnce('order-1', money, { store, target: w })).toBe(true);
    expect(pushPurchaseOnce('order-1', money, { store, target: w })).toBe(false);
    const gtagEvents = entries(w).filter((e) => Array.isArray(e) && e[0] === 'event');
    expect(gtagEvents).toEqual([['event', 'purchase', { transaction_id: 'order-1', value: 207, currency: 'EUR' }]]);
  });

  it('reaches Tag Manager as a data layer object only', () => {
    const w = freshWindow();
    pushConsentDefaults(w, ['GTM-XYZ9']);
    pushPurchaseOnce('order-2', money, { store: memory(), target: w });
    expect(entries(w).filter((e) => Array.isArray(e) && e[0] === 'event')).toEqual([]);
    expect(entries(w)).toContainEqual({
      event: 'purchase',
      ecommerce: { transaction_id: 'order-2', value: 207, currency: 'EUR' },
    });
  });
});
