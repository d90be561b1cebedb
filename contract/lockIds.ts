/**
 * How the lock controllers name the locks (MQTT topics, the simulator, the access log): a box's lock
 * is named by the box's id, a V2 warehouse's entrances by the warehouse's. A box's lock is therefore
 * fixed when the box is made, and the console shows it rather than letting it be typed.
 */

/** What a customer opens: a box, or a V2 warehouse's entrance or backup entrance. */
export type LockId = `box:${number}` | `warehouse:${number}:entrance` | `warehouse:${number}:backup`;

export const boxLockId = (boxId: number): LockId => `box:${boxId}`;
export const entranceLockId = (warehouseId: number): LockId => `warehouse:${warehouseId}:entrance`;
export const backupEntranceLockId = (warehouseId: number): LockId => `warehouse:${warehouseId}:backup`;
