import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/safeStorage';
import { pushDataLayerEvent, pushPurchaseOnce } from './dataLayer';

const fakeWindow = () => ({}) as Window;

describe('data layer', () => {
  it('pushes events to window.dataLayer, creating it when missing', () => {
    const target = fakeWindow();
    pushDataLayerEvent({ event: 'checkout_step', checkout_step: 'offer' }, target);
    expect(target.dataLayer).toEqual([{ event: 'checkout_step', checkout_step: 'offer' }]);
  });

  it('sends the purchase with its value and currency once per order', () => {
    const target = fakeWindow();
    const store = memoryStore();
    expect(pushPurchaseOnce('ref-1', { minor: 9765, currency: 'EUR' }, { store, target })).toBe(true);
    expect(pushPurchaseOnce('ref-1', { minor: 9765, currency: 'EUR' }, { store, target })).toBe(false);
    const purchases = (target.dataLayer ?? []).filter((e) => (e as { event: string }).event === 'purchase');
    expect(purchases).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'ref-1', value: 97.65, currency: 'EUR' } },
    ]);
  });

  it('a corrupt memory of sent purchases does not block the event', () => {
    const target = fakeWindow();
    const store = memoryStore({ 'analytics.purchasesSent': '{oops' });
    expect(pushPurchaseOnce('ref-2', { minor: 100, currency: 'CZK' }, { store, target })).toBe(true);
  });
});
