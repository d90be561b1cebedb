import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeFormSubmissionEffects } from './fakeEffects';
import { provideFormSubmissionMachine } from './provider';
import { selectFailure, selectResult, selectSubmitting } from './selectors';

const withSubmit = (submit?: (values: unknown) => Promise<unknown>) =>
  createActor(provideFormSubmissionMachine(fakeFormSubmissionEffects(submit ? { submit } : {}))).start();

describe('form submission machine', () => {
  it('passes the values to the call and keeps its answer', async () => {
    const actor = withSubmit(async (values) => ({ echoed: values }));
    actor.send({ type: 'submit', values: { email: 'a@b.sk' } });
    expect(selectSubmitting(actor.getSnapshot())).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('Succeeded'));
    expect(selectResult(done)).toEqual({ echoed: { email: 'a@b.sk' } });
  });

  it('keeps the catalogue code and the fields of a refusal, and can be sent again', async () => {
    let attempt = 0;
    const actor = withSubmit(async () => {
      attempt += 1;
      if (attempt === 1)
        throw new FailureError(409, 'registration/email-exists', [
          { path: 'body.email', code: 'registration/email-exists' },
        ]);
      return true;
    });
    actor.send({ type: 'submit', values: {} });
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectFailure(failed)).toEqual({
      status: 409,
      code: 'registration/email-exists',
      fields: [{ path: 'body.email', code: 'registration/email-exists' }],
    });
    actor.send({ type: 'submit', values: {} });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('Succeeded'));
  });

  it('a form sent again after a success starts from an empty form', async () => {
    const actor = withSubmit();
    actor.send({ type: 'submit', values: { email: 'a@b.sk' } });
    const done = await waitFor(actor, (s) => s.matches('Succeeded'));
    expect(selectResult(done)).toEqual({ value: true });
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context).toEqual({ values: null, result: null, failure: null });
  });

  it('turns a network error into the apology', async () => {
    const actor = withSubmit(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'submit', values: {} });
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectFailure(failed)?.code).toBe('weApologize');
  });
});
