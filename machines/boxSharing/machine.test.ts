import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeBoxSharingEffects } from './fakeEffects';
import { provideBoxSharingMachine } from './provider';
import { selectJustShared, selectRemoving, selectShares, selectSharingFailure } from './selectors';
import type { BoxSharingEffects } from './effects';

const start = (effects: Partial<BoxSharingEffects> = {}) =>
  createActor(provideBoxSharingMachine(fakeBoxSharingEffects(effects, [])), { input: { contractId: 7 } }).start();

describe('box sharing machine', () => {
  it('loads the shares, shares by e-mail (trimmed) and names who it was shared with', async () => {
    const share = vi.fn(async (contractId: number, email: string) => [
      { contractId, boxName: 'A-006', email, sharedAt: '2026-07-01T09:00:00.000Z' },
    ]);
    const actor = start({ share });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'share', email: '   ' });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'share', email: ' jana@example.com ' });
    expect(actor.getSnapshot().value).toBe('Sharing');
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(share).toHaveBeenCalledWith(7, 'jana@example.com');
    expect(selectShares(actor.getSnapshot()).map((s) => s.email)).toEqual(['jana@example.com']);
    expect(selectJustShared(actor.getSnapshot())).toBe('jana@example.com');
  });

  it('keeps a refusal (unknown e-mail) to show beside the field, and clears it on the next try', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(
        new FailureError(404, 'boxSharing/user-email-not-found', [
          { path: 'email', code: 'boxSharing/user-email-not-found' },
        ]),
      );
    const actor = start({ share: share as BoxSharingEffects['share'] });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'share', email: 'nobody@example.com' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.failure !== null);
    expect(selectSharingFailure(actor.getSnapshot())?.code).toBe('boxSharing/user-email-not-found');
    expect(selectJustShared(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'share', email: 'other@example.com' });
    expect(selectSharingFailure(actor.getSnapshot())).toBeNull();
  });

  it('removes a share only after confirmation; cancelling keeps it', async () => {
    const unshare = vi.fn(async () => []);
    const actor = createActor(provideBoxSharingMachine(fakeBoxSharingEffects({ unshare })), {
      input: { contractId: 7 },
    }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    const email = selectShares(actor.getSnapshot())[0].email;
    actor.send({ type: 'remove', email });
    expect(actor.getSnapshot().value).toBe('ConfirmingRemoval');
    expect(selectRemoving(actor.getSnapshot())).toBe(email);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(unshare).not.toHaveBeenCalled();
    actor.send({ type: 'remove', email });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(unshare).toHaveBeenCalledWith(7, email);
    expect(selectShares(actor.getSnapshot())).toEqual([]);
    expect(selectRemoving(actor.getSnapshot())).toBeNull();
  });

  it('a failed load can be retried', async () => {
    const loadShares = vi.fn().mockRejectedValueOnce(new FailureError(0, 'weApologize')).mockResolvedValue([]);
    const actor = start({ loadShares });
    await waitFor(actor, (s) => s.matches('LoadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('Ready'));
  });
});
