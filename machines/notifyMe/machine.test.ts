import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError, toFailure } from '../shared/failure';
import { fakeNotifyMeEffects } from './fakeEffects';
import { provideNotifyMeMachine } from './provider';
import { formProblemsOf, toSubscription, validateNotifyMe, type NotifyMeSubscription } from './validation';

function start(subscribe: (body: NotifyMeSubscription) => Promise<void> = async () => undefined) {
  const spy = vi.fn((_warehouseId: number, body: NotifyMeSubscription) => subscribe(body));
  const actor = createActor(provideNotifyMeMachine(fakeNotifyMeEffects({ subscribe: spy })), {
    input: { warehouseId: 4 },
  }).start();
  return { actor, spy };
}

const fill = (actor: ReturnType<typeof start>['actor'], email: string, phoneNumber = '') => {
  actor.send({ type: 'change', field: 'email', value: email });
  actor.send({ type: 'change', field: 'phoneNumber', value: phoneNumber });
};

describe('notify-me machine', () => {
  it('sends e-mail, phone, size and the interface language', async () => {
    const { actor, spy } = start();
    fill(actor, ' Jana@Example.com ', '+421 900 123 456');
    actor.send({ type: 'change', field: 'size', value: 'MEDIUM' });
    actor.send({ type: 'submit', language: 'SK' });
    await waitFor(actor, (s) => s.matches('Subscribed'));
    expect(spy).toHaveBeenCalledWith(4, {
      email: 'Jana@Example.com',
      phoneNumber: '+421 900 123 456',
      size: 'MEDIUM',
      language: 'SK',
    });
  });

  it('does not send an invalid form and shows the problems next to the fields', async () => {
    const { actor, spy } = start();
    fill(actor, '', '0900 123 456');
    actor.send({ type: 'submit', language: 'EN' });
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'revalid/rule/basic/not-null',
      phoneNumber: 'phoneNumber-invalid',
    });
    actor.send({ type: 'change', field: 'email', value: 'j' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phoneNumber: 'phoneNumber-invalid' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('treats a repeat (409) as friendly information', async () => {
    const { actor } = start(() => Promise.reject({ status: 409, code: 'notify-me/already-registered' }));
    fill(actor, 'jana@example.com');
    actor.send({ type: 'submit', language: 'EN' });
    await waitFor(actor, (s) => s.matches('AlreadyRegistered'));
  });

  it('puts the server’s field problems next to the fields, and other failures above the form', async () => {
    const { actor } = start(() =>
      Promise.reject({
        status: 400,
        code: 'bad-request',
        fields: [{ path: 'phoneNumber', code: 'phoneNumber-invalid' }],
      }),
    );
    fill(actor, 'jana@example.com');
    actor.send({ type: 'submit', language: 'EN' });
    const back = await waitFor(actor, (s) => s.matches('Editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(back.context.fieldErrors).toEqual({ phoneNumber: 'phoneNumber-invalid' });

    const offline = start(() => Promise.reject(new TypeError('Failed to fetch')));
    fill(offline.actor, 'jana@example.com');
    offline.actor.send({ type: 'submit', language: 'EN' });
    const failed = await waitFor(offline.actor, (s) => s.context.failure !== null);
    expect(failed.context.failure).toBe('weApologize');
  });
});

describe('notify-me rules', () => {
  it('validate like the contract', async () => {
    expect(await validateNotifyMe({ email: 'jana@example', phoneNumber: '', size: '' })).toEqual({
      email: 'revalid/rule/basic/regex',
    });
    expect(await validateNotifyMe({ email: 'jana@example.com', phoneNumber: '+420 601 234 567', size: '' })).toEqual(
      {},
    );
    expect(toSubscription({ email: 'a@b.cz', phoneNumber: ' ', size: '' }, 'CS')).toEqual({
      email: 'a@b.cz',
      language: 'CS',
    });
  });

  it('classify failures', () => {
    expect(formProblemsOf(toFailure(new FailureError(404, 'not-found')))).toEqual({
      fieldErrors: {},
      general: 'weApologize',
    });
    expect(formProblemsOf(toFailure(new FailureError(429, 'rate-limited')))).toEqual({
      fieldErrors: {},
      general: 'rate-limited',
    });
    expect(formProblemsOf(toFailure(undefined))).toEqual({ fieldErrors: {}, general: 'weApologize' });
  });
});
