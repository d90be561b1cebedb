import { DateTime } from 'luxon';
import { escapeHtml } from '../html/escapeHtml';
import type { Camera } from './camera';
import { zoneOfCountry } from './camera';

/** A drawn picture of the box: its name, its warehouse, a closed roller door and the local time. */
export function renderBoxPicture(boxName: string, warehouseName: string, time: string): string {
  const slats = Array.from(
    { length: 9 },
    (_, i) => `<line x1="170" x2="470" y1="${130 + i * 24}" y2="${130 + i * 24}" stroke="#8a9199" stroke-width="2"/>`,
  ).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">',
    '<rect width="640" height="480" fill="#2b2f33"/>',
    '<rect x="0" y="380" width="640" height="100" fill="#3b4046"/>',
    '<rect x="150" y="90" width="340" height="290" fill="#5c636b" stroke="#1d2024" stroke-width="6"/>',
    '<rect x="170" y="110" width="300" height="270" fill="#c9ced3"/>',
    slats,
    '<rect x="290" y="350" width="60" height="12" rx="3" fill="#e35205"/>',
    `<text x="320" y="70" fill="#ffffff" font-family="sans-serif" font-size="28" text-anchor="middle">${escapeHtml(boxName)}</text>`,
    `<text x="20" y="440" fill="#ffffff" font-family="sans-serif" font-size="20">${escapeHtml(warehouseName)}</text>`,
    `<text x="620" y="440" fill="#ffffff" font-family="monospace" font-size="20" text-anchor="end">${escapeHtml(time)}</text>`,
    '<circle cx="610" cy="30" r="8" fill="#d0021b"/>',
    '</svg>',
  ].join('');
}

/** The embedded camera of boxes without one: a rendered picture with the time in the warehouse's zone. */
export const renderedCamera: Camera = {
  async snapshot(target, now) {
    const time = DateTime.fromJSDate(now, { zone: zoneOfCountry[target.country] }).toFormat('yyyy-MM-dd HH:mm:ss ZZZZ');
    return {
      contentType: 'image/svg+xml',
      data: Buffer.from(renderBoxPicture(target.boxName, target.warehouseName, time), 'utf8'),
    };
  },
};
