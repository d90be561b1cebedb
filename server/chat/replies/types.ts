import type { BoxSize } from '@contract/enums';

export type FeatureName =
  | 'barrierFreeEntrance'
  | 'nonstopEntry'
  | 'heating'
  | 'parking'
  | 'smart'
  | 'videoMonitoring'
  | 'firstMonthFree'
  | 'starterPackage';

/** The sentences of live-data answers in one language; values arrive formatted (money, distance). */
export interface Replies {
  /** Size classes as a plural noun phrase with their area, e.g. "small boxes (1–3 m²)". */
  sizes: Record<BoxSize, string>;
  features: Record<FeatureName, string>;
  nearestIntro(place: string | null, size: string | null): string;
  nearestLine(w: {
    name: string;
    address: string;
    distance: string | null;
    free: number;
    priceFrom: string | null;
    link: string;
  }): string;
  nearestNone(place: string | null, size: string | null): string;
  /** No town or location to search from. */
  needPlace(link: string): string;
  /** No warehouse or town named for a question about one warehouse. */
  needWarehouse(link: string): string;
  yourLocation: string;
  priceLine(w: { name: string; size: string; min: string; max: string; free: number; link: string }): string;
  priceNone(w: { name: string; size: string; link: string }): string;
  priceNote: string;
  hoursNonstop(name: string, text: string | null): string;
  hoursLimited(name: string, text: string | null): string;
  addressLine(name: string, address: string, note: string | null, link: string): string;
  featuresLine(name: string, list: string, link: string): string;
  notifyFull(name: string, link: string): string;
  notifyHasFree(name: string, free: number, link: string): string;
  /** A warehouse not open yet: boxes can be ordered, the rent starts on its opening day. */
  opensOn(name: string, date: string): string;
  /** A closed (deactivated) warehouse. */
  closed(name: string): string;
  contact(phone: string, email: string, whatsapp: string): string;
  fallback(phone: string, email: string): string;
}
