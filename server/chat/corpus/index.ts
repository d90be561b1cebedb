import type { Language } from '@contract/primitives';
import { cs } from './cs';
import { en } from './en';
import { hu } from './hu';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { Corpus } from './types';
import { uk } from './uk';

export const corpora: Record<Language, Corpus> = { SK: sk, CS: cs, EN: en, UK: uk, PL: pl, HU: hu, RO: ro };
export { topics, type Passage, type Topic } from './types';
