import { expect, it } from 'vitest';
import { orderActor } from './orderRuntime';

// One test: the runtime keeps a single machine per page (module), as the app does.
it('a corrupt stored draft is removed and an empty draft started instead', () => {
  localStorage.setItem('order', '{"version":1,"snapshot":{"box":"A-001"}}');
  const actor = orderActor('SVK');
  expect(localStorage.getItem('order')).toBeNull();
  expect(actor.getSnapshot().context.draft).toMatchObject({ box: null, version: 0, invoicingDetails: null });
  expect(orderActor('SVK')).toBe(actor);
  actor.send({ type: 'payment-failed' });
  window.dispatchEvent(new Event('pagehide'));
  expect(JSON.parse(localStorage.getItem('order') ?? 'null')).toMatchObject({ version: 1, snapshot: { paymentFailed: true } });
  actor.stop();
});
