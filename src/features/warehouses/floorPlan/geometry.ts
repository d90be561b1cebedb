import type { FloorPlan } from '@contract/warehouse';

export type PlanFloor = FloorPlan['floors'][number];
export type PlanBox = PlanFloor['boxes'][number];
export type PlanFixture = PlanFloor['fixtures'][number];

const byDoorNumber = new Intl.Collator('en', { numeric: true });

/**
 * Keyboard order of the boxes: by the number on the door, which runs along the aisles, so Tab
 * walks the plan the way a visitor walks the hall.
 */
export const inDoorOrder = (boxes: readonly PlanBox[]): PlanBox[] =>
  [...boxes].sort((a, b) => byDoorNumber.compare(a.name, b.name));

/** Plans are in centimetres; a label is drawn only where it fits, at a size the box allows. */
export function labelSize(box: { width: number; height: number }): number | null {
  const side = Math.min(box.width, box.height);
  if (side < 60) return null;
  return Math.min(Math.round(side * 0.28), 60);
}

/** The floor to open first: the one with the selected box, else the first with a free box, else the lowest. */
export function initialFloor(plan: FloorPlan, selectedBoxId: number | null): number | null {
  const withSelected = plan.floors.find((f) => f.boxes.some((b) => b.boxId === selectedBoxId));
  const withFree = plan.floors.find((f) => f.boxes.some((b) => b.state === 'free'));
  return (withSelected ?? withFree ?? plan.floors[0])?.floor ?? null;
}

/** Fixture kinds that get a name on the plan and in the legend (walls and corridors speak for themselves). */
export const namedFixtures = ['entrance', 'lift', 'stairs', 'office'] as const;

const layer: Record<PlanFixture['kind'], number> = { corridor: 0, wall: 1, entrance: 2, lift: 2, stairs: 2, office: 2 };

/** Paint order: floor areas first, then walls, then the named places (an entrance sits in a gap of the wall). */
export const inPaintOrder = (fixtures: readonly PlanFixture[]): PlanFixture[] =>
  [...fixtures].sort((a, b) => layer[a.kind] - layer[b.kind]);
