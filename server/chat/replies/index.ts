import type { Language } from '@contract/primitives';
import { cs } from './cs';
import { en } from './en';
import { hu } from './hu';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { Replies } from './types';
import { uk } from './uk';

export const replies: Record<Language, Replies> = { SK: sk, CS: cs, EN: en, UK: uk, PL: pl, HU: hu, RO: ro };
export type { Replies };
