import type { OperatingCountryCode } from '../operatingCountries';
import { languages } from '../primitiveValues';

/**
 * The informational messages' plain values and the rule of which text a customer reads, without
 * zod: the server picks the customer's text with it, and the console's preview shows the same.
 */

/** Everyone; the customers of one country; one customer (named by e-mail in the console). */
export const messageAudiences = ['ALL', 'COUNTRY', 'CUSTOMER'] as const;

/** The longest text of one language. */
export const MESSAGE_TEXT_MAX = 2000;

type Language = (typeof languages)[number];
export type MessageTexts = Partial<Record<Language, string>>;

/** The language spoken in each country, the second fallback of a message for that country's customers. */
const countryLanguage: Record<OperatingCountryCode, Language> = {
  SVK: 'SK',
  CZE: 'CS',
  POL: 'PL',
  HUN: 'HU',
  ROU: 'RO',
};

/**
 * The language of the text a customer reads: their own when the message has it; otherwise, unless
 * the message is only for its languages' readers (`fallback` false), English, then the language of
 * the message's country, then the first written in the order SK, CS, EN, UK, PL, HU, RO. Null: the
 * customer is not shown the message.
 */
export function messageLanguageFor(
  texts: MessageTexts,
  reader: Language,
  fallback: boolean,
  country: OperatingCountryCode | null,
): Language | null {
  const written = (language: Language) => Boolean(texts[language]?.trim());
  if (written(reader)) return reader;
  if (!fallback) return null;
  const order: Language[] = ['EN', ...(country ? [countryLanguage[country]] : []), ...languages];
  return order.find(written) ?? null;
}
