import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRef, profileFixture } from '@machines/fixtures/order';
import type { PlaceOrderInput } from '@machines/order/actors';
import { createFakeFetch, defaultShellRoutes, type RecordedRequest } from '@tests/support/fakeNetwork';
import { keepReferralCode, storedReferralCode } from '@shared/referral/referralCode';
import { browserOrderEffects } from './orderEffects';

const details = profileFixture().invoicingDetails!;
const input = (signedIn: boolean): PlaceOrderInput => ({
  signedIn,
  selection: { boxId: 1, periodInMonths: 1, insuranceId: null, voucherToken: null },
  invoicingDetails: { ...details, version: 0 },
  consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
  language: 'EN',
  returnUrl: `${window.location.origin}/order/status-check`,
});

function fakeServer(status = 201) {
  const recorded: RecordedRequest[] = [];
  const placed =
    status === 201
      ? { orderId: orderRef, paymentUrl: 'https://pay.example/card/1' }
      : { status, code: 'weApologize', detail: 'down' };
  vi.stubGlobal(
    'fetch',
    createFakeFetch(
      {
        ...defaultShellRoutes,
        'POST /api/client/order/place/with-login': { status, body: placed },
        'POST /api/client/order/place/without-login': { status, body: placed },
      },
      recorded,
    ),
  );
  return recorded;
}
const bodyOf = (recorded: RecordedRequest[]) =>
  JSON.parse(recorded.find((r) => r.path.startsWith('/api/client/order/place'))!.body!);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('placing an order from the browser', () => {
  it('sends the referral link\u2019s code with the order and forgets it once the order is placed', async () => {
    keepReferralCode('?ref=k7m2q9xwd4');
    const recorded = fakeServer();
    await browserOrderEffects().placeOrder(input(false));
    expect(bodyOf(recorded)).toMatchObject({ referralCode: 'k7m2q9xwd4', language: 'EN' });
    expect(storedReferralCode()).toBeUndefined();
  });

  it('sends no code when there is none, and keeps the code when placing fails', async () => {
    const plain = fakeServer();
    await browserOrderEffects().placeOrder(input(true));
    expect(bodyOf(plain)).not.toHaveProperty('referralCode');

    keepReferralCode('?ref=k7m2q9xwd4');
    fakeServer(503);
    await expect(browserOrderEffects().placeOrder(input(true))).rejects.toBeTruthy();
    expect(storedReferralCode()).toBe('k7m2q9xwd4');
  });
});
