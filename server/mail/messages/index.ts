import type { Language } from '@contract/primitives';
import { cs } from './cs';
import { en } from './en';
import { hu } from './hu';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { MailTexts } from './types';
import { uk } from './uk';

/** The account e-mails in each interface language (SK, CS, EN, UK, PL, HU, RO). */
export const mailTexts: Record<Language, MailTexts> = { SK: sk, CS: cs, EN: en, UK: uk, PL: pl, HU: hu, RO: ro };

export type { MailText, MailTexts } from './types';
