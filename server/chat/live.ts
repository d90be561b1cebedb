import type { BoxSize } from '@contract/enums';
import { formattersFor } from '@contract/format';
import type { Language, LatLng } from '@contract/primitives';
import type { Warehouse } from '@contract/warehouse';
import type { Db } from '../db/client';
import { warehouseBoxes, warehouseDetail } from '../warehouses/detail';
import { warehousesAround } from '../warehouses/search';
import type { Replies } from './replies';
import type { FeatureName } from './replies/types';

/** What a live answer needs: the database, the language and its sentences, today for box rent starts. */
export interface LiveContext {
  db: Db;
  language: Language;
  replies: Replies;
  today: string;
}

export const linkOf = (w: Pick<Warehouse, 'id'>) => `/location/${w.id}`;
export const boxesLink = (size: BoxSize | null) => (size ? `/boxes?size=${size}` : '/boxes');
const addressOf = (w: Warehouse) => `${w.address.street} ${w.address.number}, ${w.address.zip} ${w.address.city}`;
const distanceOf = (language: Language, metres: number | null) =>
  metres === null ? null : `${formattersFor(language).number(metres / 1000, 1)} km`;

/** Boxes of a warehouse in a size class: how many are free and the price range of the active ones. */
async function sizeFacts(ctx: LiveContext, w: Warehouse, size: BoxSize) {
  const { boxes } = await warehouseBoxes(ctx.db, w.id, ctx.today);
  const ofSize = boxes.filter((b) => b.active && b.sizeClass === size);
  const prices = ofSize.map((b) => b.pricePerMonth.minor).sort((a, b) => a - b);
  return { free: ofSize.filter((b) => b.free).length, min: prices[0] ?? null, max: prices.at(-1) ?? null };
}

/** The nearest warehouses to a point with free boxes (of a size), up to three. */
export async function nearestAnswer(
  ctx: LiveContext,
  point: LatLng,
  place: string | null,
  size: BoxSize | null,
): Promise<string> {
  const { replies: r, language } = ctx;
  const found = (
    await warehousesAround(
      ctx.db,
      { lat: point.lat, lng: point.lng, limit: 3, onlyFree: true, ...(size ? { size } : {}) },
      language,
    )
  ).filter((w) => !w.deactivation.deactivated && w.hasFreeBoxes);
  const sizeName = size ? r.sizes[size] : null;
  if (!found.length) return r.nearestNone(place, sizeName);
  const money = formattersFor(language).money;
  const lines = await Promise.all(
    found.map(async (w) => {
      const free = size ? (await sizeFacts(ctx, w, size)).free : w.freeBoxCount;
      return r.nearestLine({
        name: w.name,
        address: addressOf(w),
        distance: distanceOf(language, w.distance),
        free,
        priceFrom: w.priceFrom ? money(w.priceFrom) : null,
        link: linkOf(w),
      });
    }),
  );
  return [r.nearestIntro(place, sizeName), ...lines, boxesLink(size)].join('\n');
}

/** Monthly price ranges of a size (or of every size) in each warehouse, in its currency. */
export async function priceAnswer(ctx: LiveContext, targets: Warehouse[], size: BoxSize | null): Promise<string> {
  const { replies: r, language } = ctx;
  const money = formattersFor(language).money;
  const sizes: BoxSize[] = size ? [size] : ['XS', 'SMALL', 'MEDIUM', 'LARGE'];
  const lines: string[] = [];
  for (const w of targets.slice(0, size ? 3 : 2)) {
    for (const s of sizes) {
      const facts = await sizeFacts(ctx, w, s);
      if (facts.min === null || facts.max === null) {
        if (size) lines.push(r.priceNone({ name: w.name, size: r.sizes[s], link: linkOf(w) }));
        continue;
      }
      const range = {
        min: money({ minor: facts.min, currency: w.currency }),
        max: money({ minor: facts.max, currency: w.currency }),
      };
      lines.push(r.priceLine({ name: w.name, size: r.sizes[s], ...range, free: facts.free, link: linkOf(w) }));
    }
  }
  return [...lines, r.priceNote].join('\n');
}

/** Entry hours: nonstop or the warehouse's opening-hours text in the language. */
export async function hoursAnswer(ctx: LiveContext, targets: Warehouse[]): Promise<string> {
  const lines = await Promise.all(
    targets.slice(0, 3).map(async (w) => {
      const detail = await warehouseDetail(ctx.db, w.id, ctx.language, ctx.today);
      const text = detail.openingHours;
      const hours = detail.features.nonstopEntry
        ? ctx.replies.hoursNonstop(w.name, text)
        : ctx.replies.hoursLimited(w.name, text);
      return [hours, statusOf(ctx, w), linkOf(w)].filter(Boolean).join(' ');
    }),
  );
  return lines.join('\n');
}

export const addressAnswer = (ctx: LiveContext, targets: Warehouse[]): string =>
  targets
    .slice(0, 3)
    .map((w) =>
      [ctx.replies.addressLine(w.name, addressOf(w), w.addressNote, linkOf(w)), statusOf(ctx, w)]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');

/** What a warehouse that is closed or not open yet must say, in the language; empty for an open one. */
export function statusOf(ctx: LiveContext, w: Warehouse): string {
  if (w.deactivation.deactivated) return ctx.replies.closed(w.name);
  if (w.unavailable) return ctx.replies.opensOn(w.name, formattersFor(ctx.language).date(w.unavailable.availableFrom));
  return '';
}

export const featuresAnswer = (ctx: LiveContext, targets: Warehouse[]): string =>
  targets
    .slice(0, 3)
    .map((w) => {
      const names = (Object.keys(ctx.replies.features) as FeatureName[])
        .filter((f) => w.features[f])
        .map((f) => ctx.replies.features[f]);
      return ctx.replies.featuresLine(w.name, names.join(', '), linkOf(w));
    })
    .join('\n');

/** Whether each warehouse is full (then the notify-me offer on its page) or has free boxes. */
export const notifyAnswer = (ctx: LiveContext, targets: Warehouse[]): string =>
  targets
    .slice(0, 3)
    .map((w) =>
      w.deactivation.deactivated
        ? ctx.replies.closed(w.name)
        : w.hasFreeBoxes
          ? ctx.replies.notifyHasFree(w.name, w.freeBoxCount, linkOf(w))
          : ctx.replies.notifyFull(w.name, linkOf(w)),
    )
    .join('\n');

/** Warehouses in or around a town: within 25 km, active ones, nearest first. */
export async function warehousesNear(ctx: LiveContext, point: LatLng, limit: number): Promise<Warehouse[]> {
  const around = await warehousesAround(
    ctx.db,
    { lat: point.lat, lng: point.lng, radius: 25_000, limit },
    ctx.language,
  );
  return around.filter((w) => !w.deactivation.deactivated).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}
