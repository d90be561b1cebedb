import type { AdminMessage } from '@contract/admin/messages';
import { languages } from '@contract/primitiveValues';
import { instantOf, localInputOf } from '../frame/validity';

export type MessageLanguage = (typeof languages)[number];

/** The message form's values: a text per language (`text.SK` …), the rest as typed. */
export type MessageFormValues = { [K in `text${MessageLanguage}`]: string } & {
  important: boolean;
  fallback: boolean;
  audience: string;
  country: string;
  customerEmail: string;
  visibleFrom: string;
  visibleUntil: string;
};

export const textField = (language: MessageLanguage) => `text${language}` as const;

/** The seven text fields, from each language's text. */
const textFieldsOf = (text: (language: MessageLanguage) => string) =>
  Object.fromEntries(languages.map((l) => [textField(l), text(l)])) as { [K in `text${MessageLanguage}`]: string };

export const emptyMessage = (now = new Date()): MessageFormValues => ({
  ...textFieldsOf(() => ''),
  important: false,
  fallback: true,
  audience: 'ALL',
  country: 'SVK',
  customerEmail: '',
  visibleFrom: localInputOf(now.toISOString()),
  visibleUntil: '',
});

export const valuesOf = (m: AdminMessage): MessageFormValues => ({
  ...textFieldsOf((l) => m.texts[l] ?? ''),
  important: m.important,
  fallback: m.fallback,
  audience: m.audience,
  country: m.country ?? 'SVK',
  customerEmail: m.customerEmail ?? '',
  visibleFrom: localInputOf(m.visibleFrom),
  visibleUntil: localInputOf(m.visibleUntil),
});

export const textsOf = (values: MessageFormValues) =>
  Object.fromEntries(languages.map((l) => [l, values[textField(l)]])) as Record<MessageLanguage, string>;

/** The request body of the form's values (the contract's schema checks and normalises it). */
export const bodyOf = (values: MessageFormValues, loaded?: AdminMessage) => ({
  texts: textsOf(values),
  important: values.important,
  fallback: values.fallback,
  audience: values.audience,
  country: values.audience === 'COUNTRY' ? values.country : null,
  customerEmail: values.audience === 'CUSTOMER' ? values.customerEmail : null,
  visibleFrom: instantOf(values.visibleFrom, loaded?.visibleFrom) ?? '',
  visibleUntil: instantOf(values.visibleUntil, loaded?.visibleUntil ?? null),
});

/** A language's name in the page's language ("slovenčina", "Slovak"), the code where the browser has no names. */
export function languageName(language: MessageLanguage, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language.toLowerCase()) ?? language;
  } catch {
    return language;
  }
}
