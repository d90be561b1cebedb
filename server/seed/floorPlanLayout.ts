import type { BoxFootprint } from './boxMix';

/**
 * Deterministic floor-plan layout for a self-storage hall, in whole centimetres, origin top-left.
 *
 *   ┌──────────────────────────────────────────┐  outer walls (20 cm)
 *   │ M │ row A (doors face down) ▯▯▯▯▯▯▯▯      │
 *   │ a │ ═══════ aisle A ═════════════════════ │
 *   │ i │ row A' (doors face up)  ▯▯▯▯▯▯▯       │
 *   │ n │ row B  (back to back with A')         │
 *   │   │ ═══════ aisle B ═════════════════════ │
 *   │   │ row B'                                │
 *   ├───┴───────────────── front zone ─────────┤  corridor | stairs | lift | office
 *   └─[entrance]───────────────────────────────┘
 *
 * Each box keeps its footprint (plan width = box width along the aisle, plan height = depth), rows
 * are filled greedily left to right, and every box touches an aisle. All floors share one canvas size.
 */

export type FixtureKind = 'entrance' | 'corridor' | 'wall' | 'lift' | 'stairs' | 'office';

export interface PlacedBox {
  /** Index of the box in the input list. */
  index: number;
  /** Door label: aisle letter and running number, e.g. `A-001`. */
  name: string;
  floor: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedFixture {
  floor: number;
  kind: FixtureKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FloorPlanLayout {
  width: number;
  height: number;
  /** In layout order (A-001, A-002, …); `index` points back to the input. */
  boxes: PlacedBox[];
  fixtures: PlacedFixture[];
}

export interface LayoutOptions {
  /** Number of floors (1 or more); boxes are split evenly, the first ones on the ground floor. */
  floors?: number;
  /** Reception office on the ground floor. */
  office?: boolean;
  /** Goods lift next to the stairs (only with more than one floor). */
  lift?: boolean;
  /** Width ÷ height of the box area the layout aims for. */
  aspect?: number;
}

const WALL = 20;
const MAIN_CORRIDOR = 200;
const AISLE = 150;
const FRONT_ZONE = 300;
const ENTRANCE_OFFSET = 50;
const ENTRANCE_WIDTH = 250;
const OFFICE_WIDTH = 400;
const STAIRS_WIDTH = 300;
const LIFT_WIDTH = 200;
const MIN_ROW_WIDTH = 1000;

export function layoutFloorPlan(footprints: readonly BoxFootprint[], opts: LayoutOptions = {}): FloorPlanLayout {
  const floorCount = Math.max(1, Math.floor(opts.floors ?? 1));
  const aspect = opts.aspect ?? 1.5;
  const perFloor = Math.ceil(footprints.length / floorCount);

  // Split by input order, then sort each floor by depth so a row holds boxes of similar depth.
  const floors: number[][] = [];
  for (let f = 0; f < floorCount; f++) {
    const indices: number[] = [];
    for (let i = f * perFloor; i < Math.min(footprints.length, (f + 1) * perFloor); i++) indices.push(i);
    indices.sort(
      (a, b) =>
        footprints[b].lengthCm - footprints[a].lengthCm || footprints[b].widthCm - footprints[a].widthCm || a - b,
    );
    floors.push(indices);
  }

  // Row width: aim for a box area of the requested aspect, with aisles taking roughly 40 % extra.
  let maxArea = 0;
  let maxWidth = 0;
  for (const indices of floors) {
    let area = 0;
    for (const i of indices) {
      area += footprints[i].widthCm * footprints[i].lengthCm;
      maxWidth = Math.max(maxWidth, footprints[i].widthCm);
    }
    maxArea = Math.max(maxArea, area);
  }
  const rowWidth = Math.max(MIN_ROW_WIDTH, maxWidth, Math.ceil(Math.sqrt(maxArea * 1.4 * aspect) / 50) * 50);
  const width = 2 * WALL + MAIN_CORRIDOR + rowWidth;
  const zoneX = WALL + MAIN_CORRIDOR;

  const boxes: PlacedBox[] = [];
  const aislesPerFloor: { floor: number; y: number }[] = [];
  let usedHeight = WALL;
  let aisleNumber = 0;
  let boxNumber = 0;

  floors.forEach((indices, floor) => {
    const rows = fillRows(indices, footprints, rowWidth);
    let y = WALL;
    for (let r = 0; r < rows.length; r += 2) {
      const letter = aisleLetter(aisleNumber++);
      const top = rows[r];
      const bottom = rows[r + 1] ?? [];
      const aisleY = y + depthOf(top, footprints);
      aislesPerFloor.push({ floor, y: aisleY });
      const place = (row: number[], side: 'top' | 'bottom') => {
        let x = zoneX;
        for (const i of row) {
          const { widthCm, lengthCm } = footprints[i];
          const by = side === 'top' ? aisleY - lengthCm : aisleY + AISLE;
          boxes.push({
            index: i,
            name: `${letter}-${String(++boxNumber).padStart(3, '0')}`,
            floor,
            x,
            y: by,
            width: widthCm,
            height: lengthCm,
          });
          x += widthCm;
        }
      };
      place(top, 'top');
      place(bottom, 'bottom');
      y = aisleY + AISLE + depthOf(bottom, footprints);
    }
    usedHeight = Math.max(usedHeight, y);
  });

  const height = usedHeight + FRONT_ZONE + WALL;
  const fixtures: PlacedFixture[] = [];
  for (let floor = 0; floor < floorCount; floor++) {
    const add = (kind: FixtureKind, x: number, y: number, w: number, h: number) =>
      fixtures.push({ floor, kind, x, y, width: w, height: h });
    add('wall', 0, 0, width, WALL);
    add('wall', 0, 0, WALL, height);
    add('wall', width - WALL, 0, WALL, height);
    if (floor === 0) {
      const gapEnd = WALL + ENTRANCE_OFFSET + ENTRANCE_WIDTH;
      add('wall', 0, height - WALL, WALL + ENTRANCE_OFFSET, WALL);
      add('wall', gapEnd, height - WALL, width - gapEnd, WALL);
      add('entrance', WALL + ENTRANCE_OFFSET, height - WALL - 100, ENTRANCE_WIDTH, WALL + 100);
    } else {
      add('wall', 0, height - WALL, width, WALL);
    }
    add('corridor', WALL, WALL, MAIN_CORRIDOR, height - 2 * WALL - FRONT_ZONE);
    for (const aisle of aislesPerFloor) if (aisle.floor === floor) add('corridor', zoneX, aisle.y, rowWidth, AISLE);

    // Front zone: service rooms from the right, the rest is the entry corridor.
    const frontY = height - WALL - FRONT_ZONE;
    let right = width - WALL;
    if (floor === 0 && opts.office) {
      right -= OFFICE_WIDTH;
      add('office', right, frontY, OFFICE_WIDTH, FRONT_ZONE);
    }
    if (floorCount > 1) {
      if (opts.lift ?? true) {
        right -= LIFT_WIDTH;
        add('lift', right, frontY, LIFT_WIDTH, FRONT_ZONE);
      }
      right -= STAIRS_WIDTH;
      add('stairs', right, frontY, STAIRS_WIDTH, FRONT_ZONE);
    }
    add('corridor', WALL, frontY, right - WALL, FRONT_ZONE);
  }

  return { width, height, boxes, fixtures };
}

/** Greedy left-to-right row filling; a box wider than the row still gets a row of its own. */
function fillRows(indices: readonly number[], footprints: readonly BoxFootprint[], rowWidth: number): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  let used = 0;
  for (const i of indices) {
    const w = footprints[i].widthCm;
    if (row.length > 0 && used + w > rowWidth) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(i);
    used += w;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

function depthOf(row: readonly number[], footprints: readonly BoxFootprint[]): number {
  let depth = 0;
  for (const i of row) depth = Math.max(depth, footprints[i].lengthCm);
  return depth;
}

/** A, B, …, Z, AA, AB, … */
function aisleLetter(n: number): string {
  let s = '';
  let k = n;
  do {
    s = String.fromCharCode(65 + (k % 26)) + s;
    k = Math.floor(k / 26) - 1;
  } while (k >= 0);
  return s;
}

/** Rectangles overlap when they share interior area; touching edges do not count. */
export function rectanglesOverlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
