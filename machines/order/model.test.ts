import { beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { demoUser } from '../fixtures/user';
import {
  draftFixture,
  offerFixture,
  orderRef,
  paidStatus,
  profileFixture,
  statusFixture,
  summaryFixture,
} from '../fixtures/order';
import { FailureError } from '../shared/failure';
import { orderMachine } from './machine';
import type { OrderSnapshot } from './selectors';
import { loadDetailsRules } from './detailsRules';

// The machine judges invoicing details once their rules are loaded (detailsRules.ts): these tests start with them loaded.
beforeAll(() => loadDetailsRules());

const consents = { terms: true, recurringPayments: true, privacy: true, newsletter: false };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, code: string, status = 409) => ({
  type: `xstate.error.actor.${id}`,
  error: new FailureError(status, code as never),
});

const events = [
  { type: 'offer-opened', boxId: 100 },
  { type: 'offer-retry' },
  { type: 'voucher-applied', token: 'WELCOME10' },
  { type: 'period-chosen', period: 3 },
  done('loadOffer', offerFixture()),
  error('loadOffer', 'Box/is-taken'),
  error('loadOffer', 'weApologize', 503),
  done('checkVoucher', offerFixture()),
  { type: 'details-submitted', details: draftFixture().invoicingDetails },
  done('verifyDetails', { value: true }),
  error('verifyDetails', 'Autoregistration/phone-taken'),
  { type: 'session-changed', signedIn: true, user: demoUser },
  done('loadProfile', profileFixture()),
  { type: 'summary-opened' },
  done('priceSummary', summaryFixture()),
  error('priceSummary', 'Order/Box-not-active'),
  error('priceSummary', 'weApologize', 503),
  { type: 'order-placed', consents, language: 'EN', returnUrl: 'https://app.example/order/status-check' },
  done('loadDetailsRules', undefined),
  { type: 'xstate.error.actor.loadDetailsRules', error: new TypeError('Failed to fetch dynamically imported module') },
  done('placeOrder', { orderId: 'ord42ReferenceAbcdEfgh', paymentUrl: 'https://pay.example/1' }),
  error('placeOrder', 'Box/is-taken'),
  { type: 'payment-failed' },
  done('loadOrderStatus', statusFixture()),
  done('loadOrderStatus', paidStatus),
  error('loadOrderStatus', 'weApologize', 503),
  { type: 'held-order-paid' },
  done('resumePayment', { orderId: 'ord42ReferenceAbcdEfgh', paymentUrl: 'https://pay.example/1' }),
  error('resumePayment', 'order/hold-expired'),
  { type: 'held-order-cancelled' },
  done('cancelOrder', { value: true }),
  error('cancelOrder', 'order/not-cancellable'),
  { type: 'xstate.after.persistAfter.order.persistence.Unsaved' },
] as never[];

type Region = 'offer' | 'details' | 'summary' | 'placement' | 'persistence';

/**
 * The graph's nodes for one region: its state plus what the guards read, not the whole (ever-growing)
 * context, and the offer's state (a period can be chosen only while the offer is shown); for the
 * placement also the summary's (it finds the held order the placement can pay or give up). The regions
 * interact only through these, so walking them one at a time finds the same states as the product
 * of all five, in a fraction of the time.
 */
const serializeFor = (region: Region) => (s: OrderSnapshot) =>
  JSON.stringify([
    (s.value as Record<Region, string>).offer,
    region === 'placement' && (s.value as Record<Region, string>).summary,
    (s.value as Record<Region, string>)[region],
    s.context.draft.invoicing,
    s.context.signedIn,
    s.context.draft.invoicingDetailsValid,
    s.context.draft.detailsOwner !== null,
    s.context.draft.placedOrder !== null,
    s.context.heldOrder?.status ?? null,
  ]);

const now = '2025-01-05T10:00:00.000Z';
// A fresh draft, and one that comes back from the card page with its placed order (a new page
// load: the machine that placed it is gone with the page it left).
const inputs = [
  { stored: draftFixture({ invoicing: null }), now, countryCode: 'SVK' },
  {
    stored: draftFixture({
      placedOrder: {
        orderId: orderRef,
        selection: { boxId: 100, periodInMonths: 3, insuranceId: 2, voucherToken: null },
      },
    }),
    now,
    countryCode: 'SVK',
  },
];

const expected: Record<Region, string[]> = {
  offer: ['Idle', 'Loading', 'Ready', 'CheckingVoucher', 'Unavailable', 'Failed'],
  details: ['Editing', 'Verifying', 'Verified', 'Refused', 'RefillingFromProfile'],
  summary: [
    'Idle',
    'Incomplete',
    'CheckingPlacedOrder',
    'Pricing',
    'Priced',
    'PlacedOrderPaid',
    'Unavailable',
    'Failed',
  ],
  placement: ['Idle', 'CheckingDetails', 'Placing', 'Resuming', 'CancellingHeld', 'Redirecting', 'Failed'],
  persistence: ['Saved', 'Unsaved'],
};

describe('order machine (model-based)', () => {
  // One walk per region. The placement's takes seconds of graph walking (about 18 s on a busy 2-core
  // machine), hence the long timeout.
  it.each(Object.entries(expected) as [Region, string[]][])(
    'reaches every state of the %s region',
    (region, states) => {
      // createTestModel refuses machines that invoke actors; the shortest-path walk over the same graph does not.
      const paths = inputs.flatMap((input) =>
        getShortestPaths(orderMachine, { input, events, serializeState: serializeFor(region) as never }),
      );
      const reached = new Set(paths.map((p) => (p.state.value as Record<Region, string>)[region]));
      for (const state of states) expect(reached, `${region}.${state}`).toContain(state);
    },
    60_000,
  );
});
