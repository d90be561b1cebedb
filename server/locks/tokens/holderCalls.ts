import type { UnlockLocation, Unlocked } from '@contract/lock';
import type { Language } from '@contract/primitives';
import type { UnlockTokenValidity } from '@contract/unlockToken';
import type { AppContext } from '../../config/context';
import { HttpError } from '../../http/httpError';
import { summaryTextsOf } from '../../warehouses/texts';
import { warehouseSummaryOf } from '../../warehouses/summary';
import { attemptUnlock, type LockAccessContext, type UnlockTarget } from '../access/attempt';
import { backupEntranceLockId, boxLockId, entranceLockId } from '../controller';
import { heldGrant, invalidLink, type HeldGrant } from './holderAccess';
import { windowState } from './window';

/** The e-mail and token of a service-access link, and the address it is used from. */
export interface LinkUse {
  email: string;
  token: string;
  clientAddress: string;
}

/** What the service-access page shows: the window, whether it is open now, and what the link opens. */
export async function linkValidity(
  { db, config }: AppContext,
  use: LinkUse,
  language: Language,
): Promise<UnlockTokenValidity> {
  const { grant, warehouse, box } = await heldGrant(db, use.email, use.token, use.clientAddress);
  return {
    email: grant.email,
    validFrom: grant.validFrom.toISOString(),
    validTo: grant.validTo.toISOString(),
    state: windowState(grant, config.clock.now()),
    warehouses: [warehouseSummaryOf(warehouse, await summaryTextsOf(db, warehouse.id, language))],
    boxes: box ? [box] : [],
  };
}

/** The door of the link's warehouse: its main or backup entrance, or the box of a customer's grant. */
export type LinkDoor = { kind: 'entrance' | 'backup'; warehouseId: number } | { kind: 'box'; boxId: number };

function targetOf({ warehouse, box }: HeldGrant, door: LinkDoor): UnlockTarget {
  const rules = {
    id: warehouse.id,
    country: warehouse.country,
    lat: warehouse.lat,
    lng: warehouse.lng,
    accessHours: warehouse.accessHours,
    backupAccessHours: warehouse.backupAccessHours,
  };
  if (door.kind === 'entrance' && door.warehouseId === warehouse.id)
    return { lockId: entranceLockId(warehouse.id), warehouse: rules, boxId: null, isBackupEntrance: false };
  if (door.kind === 'backup' && door.warehouseId === warehouse.id)
    return { lockId: backupEntranceLockId(warehouse.id), warehouse: rules, boxId: null, isBackupEntrance: true };
  if (door.kind === 'box' && box !== null && door.boxId === box.id)
    return { lockId: boxLockId(box.id), warehouse: rules, boxId: box.id, isBackupEntrance: false };
  throw invalidLink();
}

/**
 * Opens a door with a link: the grant must be live (else 404), inside its window (else 403 not yet
 * valid / expired) and open this door (else 404); then the common unlock rules of `attemptUnlock`
 * (limits, hours, distance, unpaid rent of the contract) decide, and the attempt is logged as the token's.
 */
export async function unlockWithLink(
  ctx: LockAccessContext,
  use: LinkUse,
  door: LinkDoor,
  location: UnlockLocation,
): Promise<Unlocked> {
  const held = await heldGrant(ctx.db, use.email, use.token, use.clientAddress);
  const state = windowState(held.grant, ctx.config.clock.now());
  if (state === 'NOT_YET_VALID')
    throw new HttpError(
      403,
      'service-access/token-not-yet-valid',
      `The link opens the locks from ${held.grant.validFrom.toISOString()}.`,
    );
  if (state === 'EXPIRED')
    throw new HttpError(
      403,
      'service-access/token-expired',
      `The link expired at ${held.grant.validTo.toISOString()}.`,
    );
  const target = targetOf(held, door);
  return attemptUnlock(ctx, {
    actor: { via: 'UNLOCK_TOKEN', tokenId: held.grant.id, email: held.grant.email },
    target,
    contractId: held.grant.contractId,
    location,
  });
}
