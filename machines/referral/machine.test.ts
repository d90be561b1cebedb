import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoReferral } from '../fixtures/referral';
import { FailureError } from '../shared/failure';
import { fakeReferralEffects } from './fakeEffects';
import { provideReferralMachine } from './provider';
import { selectCopied, selectReferral, selectReferralFailure, selectReferralState } from './selectors';

const start = (overrides: Parameters<typeof fakeReferralEffects>[0] = {}) =>
  createActor(provideReferralMachine(fakeReferralEffects(overrides))).start();

describe('referral machine', () => {
  it('loads the referral account and shows it', async () => {
    const actor = start();
    expect(selectReferralState(actor.getSnapshot())).toBe('Loading');
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(selectReferral(actor.getSnapshot())).toEqual(demoReferral);
  });

  it('copies the share link and remembers whether the browser allowed it', async () => {
    const copyLink = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const actor = start({ copyLink });
    await waitFor(actor, (s) => s.matches('Shown'));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ Shown: 'Idle' }) && selectCopied(s) !== null);
    expect(copyLink).toHaveBeenCalledWith(demoReferral.url);
    expect(selectCopied(actor.getSnapshot())).toBe('copied');
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => selectCopied(s) === 'refused');
  });

  it('a failed load can be tried again', async () => {
    const loadReferral = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(503, 'weApologize'))
      .mockResolvedValue(demoReferral);
    const actor = start({ loadReferral });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectReferralFailure(actor.getSnapshot())?.code).toBe('weApologize');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(loadReferral).toHaveBeenCalledTimes(2);
  });
});
