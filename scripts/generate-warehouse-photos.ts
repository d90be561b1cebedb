import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoKinds, photoPath, photoSize, photoVariants } from '@server/seed/demoPhotos';

/**
 * Draws the demo warehouses' photos as small SVG illustrations (no text in them, so they need no
 * translation; the alt texts come from the server in the page's language) into
 * public/photos/warehouses/: five kinds of view, three colour schemes each. The files are committed;
 * run again (`node --import tsx scripts/generate-warehouse-photos.ts`) after changing a drawing.
 */

interface Scheme {
  sky: string;
  wall: string;
  door: string;
  accent: string;
  floor: string;
}
const schemes: Record<(typeof photoVariants)[number], Scheme> = {
  1: { sky: '#cfe3f3', wall: '#e9ecef', door: '#1f6f8b', accent: '#f2a541', floor: '#8d99a6' },
  2: { sky: '#f6e7cf', wall: '#f1ede6', door: '#8b2f3c', accent: '#2f9e6e', floor: '#9c8f80' },
  3: { sky: '#dfe8d8', wall: '#e4e7eb', door: '#3d4f9f', accent: '#e4572e', floor: '#7f8c8d' },
};

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const rollUpDoor = (x: number, y: number, w: number, h: number, s: Scheme) =>
  rect(x, y, w, h, s.door) +
  Array.from({ length: Math.floor(h / 14) }, (_, i) =>
    rect(x, y + 7 + i * 14, w, 2, '#ffffff', ' opacity="0.18"'),
  ).join('') +
  rect(x + w / 2 - 8, y + h - 18, 16, 6, '#d9d9d9');

const drawings: Record<(typeof photoKinds)[number], (s: Scheme) => string> = {
  exterior: (s) =>
    rect(0, 0, 800, 533, s.sky) +
    `<circle cx="680" cy="90" r="44" fill="#fff6d5"/>` +
    rect(90, 170, 620, 280, s.wall) +
    `<polygon points="70,170 400,90 730,170" fill="${s.floor}"/>` +
    rect(90, 205, 620, 26, s.accent) +
    rollUpDoor(150, 280, 150, 170, s) +
    rollUpDoor(500, 280, 150, 170, s) +
    rect(345, 300, 110, 150, '#5a6b7b') +
    rect(0, 450, 800, 83, '#b8c1c9') +
    rect(0, 486, 800, 6, '#ffffff', ' opacity="0.7"'),
  entrance: (s) =>
    rect(0, 0, 800, 533, s.wall) +
    rect(250, 90, 300, 380, '#5a6b7b') +
    rect(265, 105, 130, 350, '#9fb3c8') +
    rect(405, 105, 130, 350, '#9fb3c8') +
    rect(585, 230, 60, 90, '#2b2d42', ' rx="6"') +
    Array.from({ length: 9 }, (_, i) =>
      rect(595 + (i % 3) * 15, 245 + Math.floor(i / 3) * 18, 10, 10, s.accent, ' rx="2"'),
    ).join('') +
    rect(230, 60, 340, 22, s.door) +
    rect(0, 470, 800, 63, s.floor),
  corridor: (s) =>
    rect(0, 0, 800, 533, s.wall) +
    `<polygon points="0,0 330,190 330,340 0,533" fill="${s.door}"/>` +
    `<polygon points="800,0 470,190 470,340 800,533" fill="${s.door}"/>` +
    rect(330, 190, 140, 150, '#fdfdfd') +
    `<polygon points="0,533 330,340 470,340 800,533" fill="${s.floor}"/>` +
    [60, 160, 240, 300]
      .map(
        (x) =>
          `<line x1="${x}" y1="${(x * 190) / 330}" x2="${x}" y2="${533 - (x * 193) / 330}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`,
      )
      .join('') +
    [60, 160, 240, 300]
      .map(
        (x) =>
          `<line x1="${800 - x}" y1="${(x * 190) / 330}" x2="${800 - x}" y2="${533 - (x * 193) / 330}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`,
      )
      .join('') +
    rect(360, 20, 80, 14, '#fff6d5', ' rx="7"'),
  boxes: (s) =>
    rect(0, 0, 800, 533, s.wall) +
    rollUpDoor(40, 120, 120, 300, s) +
    rect(190, 200, 150, 220, '#3b3b3b') +
    rect(205, 330, 70, 60, '#c8a26b') +
    rect(250, 290, 60, 40, '#d9b77f') +
    rect(280, 360, 50, 50, '#b98d52') +
    rollUpDoor(370, 200, 150, 220, s) +
    rollUpDoor(550, 260, 90, 160, s) +
    rollUpDoor(660, 260, 100, 160, s) +
    rect(0, 420, 800, 113, s.floor) +
    rect(0, 80, 800, 10, s.accent),
  loading: (s) =>
    rect(0, 0, 800, 533, s.sky) +
    rect(0, 120, 800, 260, s.wall) +
    rollUpDoor(120, 170, 220, 210, s) +
    rollUpDoor(460, 170, 220, 210, s) +
    rect(0, 380, 800, 40, s.floor) +
    rect(0, 420, 800, 113, '#b8c1c9') +
    rect(372, 300, 56, 80, s.accent, ' rx="4"') +
    `<circle cx="380" cy="386" r="10" fill="#2b2d42"/><circle cx="420" cy="386" r="10" fill="#2b2d42"/>` +
    rect(365, 255, 8, 130, '#2b2d42'),
};

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

for (const kind of photoKinds) {
  for (const variant of photoVariants) {
    const file = path.join(publicDir, photoPath(kind, variant));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${photoSize.width} ${photoSize.height}" width="${photoSize.width}" height="${photoSize.height}">${drawings[kind](schemes[variant])}</svg>\n`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
}
console.log(`warehouse photos → ${path.join(publicDir, 'photos', 'warehouses')}`);
