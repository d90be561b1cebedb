import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { OrderStatusResponse } from '@contract/order';
import { expiredStatus, failedStatus, orderRef, paidStatus, statusFixture } from '../fixtures/order';
import { FailureError } from '../shared/failure';
import { paymentStatusMachine } from './machine';

type Snapshot = SnapshotFrom<typeof paymentStatusMachine>;

const answer = (output: OrderStatusResponse) => ({ type: 'xstate.done.actor.checkStatus', output });
const events = [
  { type: 'check-again' },
  { type: 'retry-payment' },
  answer(statusFixture()),
  // Paid, but the contract is not there yet: still pending.
  answer(statusFixture({ payment: { state: 'PAID' } })),
  answer(paidStatus),
  answer(failedStatus),
  answer(expiredStatus),
  { type: 'xstate.error.actor.checkStatus', error: new FailureError(404, 'not-found') },
  { type: 'xstate.error.actor.checkStatus', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.pollInterval.paymentStatus.Pending.Waiting' },
  { type: 'xstate.after.undeterminedAfter.paymentStatus.Pending' },
  { type: 'xstate.done.actor.retryPayment', output: { url: 'https://pay.example/retry' } },
  { type: 'xstate.error.actor.retryPayment', error: new FailureError(409, 'order/hold-expired') },
] as never[];

/** A node of the walk: the state and what the guards read (the last status's verdict and whether it can be retried). */
const serializeState = ((s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.status?.status,
    s.context.status?.retryable,
    s.context.retryFailure?.code,
  ])) as never;

const walk = () => getSimplePaths(paymentStatusMachine, { input: { orderId: orderRef }, events, serializeState });
type Path = ReturnType<typeof walk>[number];
let walked: Path[] | undefined;
/** Every simple path of an order's status page (walked once). */
const paths = () => {
  walked ??= walk();
  return walked;
};

const same = (value: unknown, state: unknown) => JSON.stringify(value) === JSON.stringify(state);
/** Each step that enters `state` from another state. */
const entries = (state: unknown) =>
  paths().flatMap((path: Path) =>
    path.steps.filter(
      (step, i) => i > 0 && same(step.state.value, state) && !same(path.steps[i - 1].state.value, state),
    ),
  );

describe('payment status machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths().map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      { Pending: 'Checking' },
      { Pending: 'Waiting' },
      'Undetermined',
      'Succeeded',
      'Failed',
      'RetryingPayment',
      'RetryRefused',
      'Redirecting',
      'NotFound',
    ])
      expect(reached, JSON.stringify(state)).toContain(JSON.stringify(state));
    const [withoutOrder] = getSimplePaths(paymentStatusMachine, { input: { orderId: null }, events, serializeState });
    expect(withoutOrder.state.value).toBe('NotFound');
  });

  it('says "paid" only once the contract exists', () => {
    const successes = entries('Succeeded');
    expect(successes.length).toBeGreaterThan(0);
    for (const step of successes) expect(step.state.context.status?.contractId).not.toBeNull();
  });

  it('starts a new payment only while the box is still held for the order', () => {
    const retries = entries('RetryingPayment');
    expect(retries.length).toBeGreaterThan(0);
    for (const step of retries) {
      expect(step.event.type).toBe('retry-payment');
      expect(step.state.context.status?.retryable).toBe(true);
    }
    // A failed order whose hold is over is shown, and Retry does nothing there.
    expect(entries('Failed').some((step) => step.state.context.status?.retryable === false)).toBe(true);
  });

  it('gives up waiting only after undeterminedAfter, and polls anew on "check again"', () => {
    const undetermined = entries('Undetermined');
    expect(undetermined.length).toBeGreaterThan(0);
    for (const step of undetermined)
      expect(step.event.type).toBe('xstate.after.undeterminedAfter.paymentStatus.Pending');
    const checksAgain = paths().flatMap((path) =>
      path.steps.slice(1).filter((_, i) => path.steps[i].state.value === 'Undetermined'),
    );
    expect(checksAgain.length).toBeGreaterThan(0);
    for (const step of checksAgain) expect(step.state.value).toEqual({ Pending: 'Checking' });
  });
});
