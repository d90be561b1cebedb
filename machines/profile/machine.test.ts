import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Profile, ProfileUpdate } from '@contract/profile';
import { demoProfile } from '../fixtures/account';
import { FailureError } from '../shared/failure';
import { profileMachine } from './machine';
import { selectLoadFailure, selectSaveFailure } from './selectors';

function start(load: () => Promise<Profile>, save: (update: ProfileUpdate) => Promise<Profile>) {
  return createActor(
    profileMachine.provide({
      actors: { loadProfile: fromPromise(load), saveProfile: fromPromise(({ input }) => save(input)) },
    }),
  ).start();
}

const update: ProfileUpdate = {
  contact: { phoneNumber: '+421900000001' },
  user: { firstName: 'Janka', lastName: 'Nováková', dateOfBirth: null, gender: null },
  invoicingDetails: null,
};

describe('profile machine', () => {
  it('loads, saves and keeps what the server stored', async () => {
    const actor = start(
      async () => demoProfile,
      async (u) => ({ ...demoProfile, user: { ...demoProfile.user, firstName: u.user.firstName } }),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'save', update });
    expect(actor.getSnapshot().value).toBe('Saving');
    const saved = await waitFor(actor, (s) => s.matches('Saved'));
    expect(saved.context.profile?.user.firstName).toBe('Janka');
  });

  it('a refused save keeps the failure with its fields; a stale one can be reloaded', async () => {
    const actor = start(
      async () => demoProfile,
      async () => {
        throw new FailureError(409, 'stale-version', [
          { path: 'body.invoicingDetails.version', code: 'stale-version' },
        ]);
      },
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'save', update });
    const failed = await waitFor(actor, (s) => s.matches('SaveFailed'));
    expect(selectSaveFailure(failed)?.code).toBe('stale-version');
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('Editing'));
  });

  it('a failed load can be retried', async () => {
    let attempts = 0;
    const actor = start(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return demoProfile;
      },
      async () => demoProfile,
    );
    const failed = await waitFor(actor, (s) => s.matches('LoadFailed'));
    expect(selectLoadFailure(failed)?.code).toBe('weApologize');
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('Editing'));
  });
});
