import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { OrderActor } from '@machines/order/provider';
import { startStoredOrder } from './orderRuntime';
import { OrderSlotProvider, usePageOrder } from './OrderSlot';

it('a stored value that is no draft is removed and an empty draft started instead; leaving the page writes the draft', () => {
  localStorage.setItem('order', '{"version":1,"snapshot":');
  const actor = startStoredOrder('SVK');
  expect(localStorage.getItem('order')).toBeNull();
  expect(actor.getSnapshot().context.draft).toMatchObject({ box: null, version: 0, invoicingDetails: null });
  actor.send({ type: 'payment-failed' });
  window.dispatchEvent(new Event('pagehide'));
  expect(JSON.parse(localStorage.getItem('order') ?? 'null')).toMatchObject({
    version: 1,
    snapshot: { paymentFailed: true },
  });
  actor.stop();
});

it('a draft with one broken part keeps the rest: a box of another shape means no box chosen', () => {
  localStorage.setItem('order', '{"version":1,"snapshot":{"box":"A-001","invoicing":3,"voucherToken":"WELCOME10"}}');
  const actor = startStoredOrder('SVK');
  expect(actor.getSnapshot().context.draft).toMatchObject({
    box: null,
    invoicing: 3,
    voucherToken: 'WELCOME10',
    invoicingDetails: null,
  });
  actor.stop();
});

/** An order screen of the page: records the machine it got. */
function Step({ seen, start }: { seen: OrderActor[]; start: () => OrderActor }) {
  seen.push(usePageOrder(start));
  return null;
}

it('the order screens of one page share the machine the first of them started', () => {
  localStorage.removeItem('order');
  const seen: OrderActor[] = [];
  let starts = 0;
  const start = () => {
    starts += 1;
    return startStoredOrder('SVK');
  };
  const { rerender } = render(
    <OrderSlotProvider>
      <Step seen={seen} start={start} />
    </OrderSlotProvider>,
  );
  rerender(
    <OrderSlotProvider>
      <Step seen={seen} start={start} />
      <Step seen={seen} start={start} />
    </OrderSlotProvider>,
  );
  expect(starts).toBe(1);
  expect(new Set(seen).size).toBe(1);
  seen[0].stop();
});
