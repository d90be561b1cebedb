import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ProfileUpdate } from '@contract/profile';
import { demoProfile } from '../fixtures/account';
import { FailureError } from '../shared/failure';
import type { ProfileEffects } from './effects';
import { fakeProfileEffects } from './fakeEffects';
import { provideProfileMachine } from './provider';
import { selectLoadFailure, selectSaveFailure } from './selectors';

function start(overrides: Partial<ProfileEffects> = {}) {
  return createActor(provideProfileMachine(fakeProfileEffects(overrides))).start();
}

const update: ProfileUpdate = {
  contact: { phoneNumber: '+421900000001' },
  user: { firstName: 'Janka', lastName: 'Nováková', dateOfBirth: null, gender: null },
  invoicingDetails: null,
};

describe('profile machine', () => {
  it('loads, saves, keeps what the server stored and tells the rest of the app', async () => {
    const profileSaved = vi.fn();
    const actor = start({ profileSaved });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'save', update });
    expect(actor.getSnapshot().value).toBe('Saving');
    const saved = await waitFor(actor, (s) => s.matches('Saved'));
    expect(saved.context.profile?.user.firstName).toBe('Janka');
    expect(profileSaved).toHaveBeenCalledWith(saved.context.profile);
  });

  it('a refused save keeps the failure with its fields; a stale one can be reloaded', async () => {
    const actor = start({
      saveProfile: async () => {
        throw new FailureError(409, 'stale-version', [
          { path: 'body.invoicingDetails.version', code: 'stale-version' },
        ]);
      },
    });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'save', update });
    const failed = await waitFor(actor, (s) => s.matches('SaveFailed'));
    expect(selectSaveFailure(failed)?.code).toBe('stale-version');
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('Editing'));
  });

  it('a failed load can be retried', async () => {
    let attempts = 0;
    const actor = start({
      loadProfile: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return demoProfile;
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('LoadFailed'));
    expect(selectLoadFailure(failed)?.code).toBe('weApologize');
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('Editing'));
  });
});
