import type { Language } from '@contract/primitives';

/** One text in every interface language. */
export type Texts = Record<Language, string>;

/** The per-language texts of one demo warehouse; opening hours only where they differ from the usual two. */
export interface DemoTexts {
  description: Texts;
  addressNote?: Texts;
  openingHours?: Texts;
}
