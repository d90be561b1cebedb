import { boxLockId } from '@contract/lockIds';
import type { warehouse } from '../db/schema';

/** A box's lock as the controllers name it; null in a warehouse without smart (V2) locks. */
export const boxLockIdOf = (w: Pick<typeof warehouse.$inferSelect, 'lockVersion'>, boxId: number): string | null =>
  w.lockVersion === 'V2' ? boxLockId(boxId) : null;
