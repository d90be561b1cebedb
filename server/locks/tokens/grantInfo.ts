import { and, desc, eq } from 'drizzle-orm';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import type { Db } from '../../db/client';
import { box, rentalContract, unlockToken, warehouse } from '../../db/schema';
import { windowState } from './window';

export type UnlockTokenRow = typeof unlockToken.$inferSelect;

/** The plain token and its link: only the answer that creates a grant has them. */
export interface RevealedToken {
  token: string;
  link: string;
}

const grantColumns = { grant: unlockToken, warehouseName: warehouse.name, boxName: box.name };

/** Grants with the names the granter sees: the warehouse, and the contract's box for a customer's grant. */
const grantsWithNames = (db: Db) =>
  db
    .select(grantColumns)
    .from(unlockToken)
    .innerJoin(warehouse, eq(warehouse.id, unlockToken.warehouseId))
    .leftJoin(rentalContract, eq(rentalContract.id, unlockToken.contractId))
    .leftJoin(box, eq(box.id, rentalContract.boxId));

type GrantWithNames = { grant: UnlockTokenRow; warehouseName: string; boxName: string | null };

export function grantInfoOf(
  { grant, warehouseName, boxName }: GrantWithNames,
  now: Date,
  revealed: RevealedToken | null = null,
): UnlockTokenInfo {
  return {
    id: grant.id,
    contractId: grant.contractId,
    warehouseId: grant.warehouseId,
    boxName,
    warehouseName,
    email: grant.email,
    token: revealed?.token ?? null,
    link: revealed?.link ?? null,
    validFrom: grant.validFrom.toISOString(),
    validTo: grant.validTo.toISOString(),
    state: windowState(grant, now),
    revokedAt: grant.revokedAt?.toISOString() ?? null,
    createdAt: grant.createdAt.toISOString(),
  };
}

/** One grant of `grantedBy`, or undefined: someone else's grant is not found, like an unknown id. */
export async function ownGrant(db: Db, grantedBy: number, id: number): Promise<GrantWithNames | undefined> {
  const [row] = await grantsWithNames(db).where(and(eq(unlockToken.id, id), eq(unlockToken.grantedBy, grantedBy)));
  return row;
}

/** Every grant of `grantedBy`, newest first. */
export function grantsOf(db: Db, grantedBy: number): Promise<GrantWithNames[]> {
  return grantsWithNames(db)
    .where(eq(unlockToken.grantedBy, grantedBy))
    .orderBy(desc(unlockToken.createdAt), desc(unlockToken.id));
}
