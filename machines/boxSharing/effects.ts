import type { SharedBoxes } from '@contract/entities';

/** One person a box is shared with, as its owner sees them. */
export type BoxShare = SharedBoxes['sharedByMe'][number];

/**
 * What the share dialog of one box needs from outside: its shares, sharing by e-mail and removing a
 * share; the last two answer the box's shares as they are afterwards.
 */
export interface BoxSharingEffects {
  loadShares: (contractId: number) => Promise<BoxShare[]>;
  share: (contractId: number, email: string) => Promise<BoxShare[]>;
  unshare: (contractId: number, email: string) => Promise<BoxShare[]>;
}
