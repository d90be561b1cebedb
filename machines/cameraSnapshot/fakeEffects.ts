import type { CameraCapture } from '@contract/my';
import type { CameraSnapshotEffects } from './effects';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#2b2f33"/><rect x="80" y="40" width="160" height="170" fill="#c9ced3"/><text x="160" y="30" fill="#fff" font-size="18" text-anchor="middle">A-12</text></svg>';

/** A picture of box A-12 taken at 14:32:05 UTC on 3 March 2026. */
export const cameraPictureFixture: CameraCapture = {
  contentType: 'image/svg+xml',
  dataBase64: btoa(svg),
  takenAt: '2026-03-03T14:32:05.000Z',
};

/** A camera that always answers with the fixture picture: tests and stories override it. */
export function fakeCameraSnapshotEffects(overrides: Partial<CameraSnapshotEffects> = {}): CameraSnapshotEffects {
  return { capture: async () => cameraPictureFixture, ...overrides };
}
