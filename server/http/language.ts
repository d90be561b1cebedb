import type { FastifyRequest } from 'fastify';
import type { OperatingCountry } from '@contract/countries';
import { languages, type Language } from '@contract/primitives';

/**
 * The language an answer is written in: the first Accept-Language tag that is one of ours (the app
 * sends the page's language), else English.
 */
export function languageOfRequest(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '');
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toUpperCase();
    if ((languages as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'EN';
}

/** The language people speak where a warehouse stands: the fallback for its texts after the page's. */
export const languageOfCountry: Record<OperatingCountry, Language> = {
  SVK: 'SK',
  CZE: 'CS',
  POL: 'PL',
  HUN: 'HU',
  ROU: 'RO',
};
