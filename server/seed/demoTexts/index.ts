import { czechTexts } from './czechia';
import { hungarianTexts } from './hungary';
import { polishTexts } from './poland';
import { romanianTexts } from './romania';
import { slovakTexts } from './slovakia';
import type { DemoTexts } from './types';

export type { DemoTexts } from './types';
export { openingHoursTexts } from './openingHours';

/** The texts of every demo warehouse in all seven languages, by branch code. */
export const demoTexts: Record<string, DemoTexts> = {
  ...slovakTexts,
  ...czechTexts,
  ...polishTexts,
  ...hungarianTexts,
  ...romanianTexts,
};
