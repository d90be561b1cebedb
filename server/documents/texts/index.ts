import type { Language } from '@contract/primitives';
import { cs } from './cs';
import { en } from './en';
import { hu } from './hu';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { DocumentTexts } from './types';
import { uk } from './uk';

/** Invoice, agreement and order-line wording in each interface language. */
export const documentTexts: Record<Language, DocumentTexts> = {
  SK: sk,
  CS: cs,
  EN: en,
  UK: uk,
  PL: pl,
  HU: hu,
  RO: ro,
};

export type { DocumentTexts } from './types';
