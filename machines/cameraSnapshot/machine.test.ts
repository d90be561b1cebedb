import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import type { CameraSnapshotEffects } from './effects';
import { cameraPictureFixture, fakeCameraSnapshotEffects } from './fakeEffects';
import { provideCameraSnapshotMachine } from './provider';
import { pictureSource, selectCameraFailure, selectCameraState, selectPicture } from './selectors';

const later = { ...cameraPictureFixture, takenAt: '2026-03-03T14:40:00.000Z' };
const start = (capture: CameraSnapshotEffects['capture']) =>
  createActor(provideCameraSnapshotMachine(fakeCameraSnapshotEffects({ capture })), {
    input: { contractId: 7 },
  }).start();

describe('camera snapshot machine', () => {
  it('takes a picture only when opened, a new one on refresh, and forgets it when closed', async () => {
    const capture = vi.fn().mockResolvedValueOnce(cameraPictureFixture).mockResolvedValueOnce(later);
    const actor = start(capture);
    expect(capture).not.toHaveBeenCalled();
    actor.send({ type: 'open' });
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(capture).toHaveBeenCalledWith(7);
    expect(selectPicture(actor.getSnapshot())).toEqual(cameraPictureFixture);
    actor.send({ type: 'refresh' });
    // The earlier picture stays on the screen while the new one is taken.
    expect(selectCameraState(actor.getSnapshot())).toBe('Loading');
    expect(selectPicture(actor.getSnapshot())).toEqual(cameraPictureFixture);
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(selectPicture(actor.getSnapshot())?.takenAt).toBe(later.takenAt);
    actor.send({ type: 'close' });
    expect(selectCameraState(actor.getSnapshot())).toBe('Idle');
    expect(actor.getSnapshot().context.picture).toBeNull();
  });

  it('shows why no picture came and tries again on refresh', async () => {
    const capture = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(503, 'camera/unavailable'))
      .mockResolvedValue(cameraPictureFixture);
    const actor = start(capture);
    actor.send({ type: 'open' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectCameraFailure(actor.getSnapshot())).toMatchObject({ status: 503, code: 'camera/unavailable' });
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(selectCameraFailure(actor.getSnapshot())).toBeNull();
  });

  it('closing while a picture loads drops it', async () => {
    let answer: (p: typeof cameraPictureFixture) => void = () => {};
    const actor = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'open' });
    actor.send({ type: 'close' });
    answer(cameraPictureFixture);
    await Promise.resolve();
    expect(selectCameraState(actor.getSnapshot())).toBe('Idle');
  });

  it('gives the picture as a data address of its type', () => {
    expect(pictureSource(cameraPictureFixture)).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
