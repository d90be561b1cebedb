import type { AppConfig } from '@contract/appConfig';

/** A phone number in the international format of the site's country, as the placeholder. */
const examples: Record<AppConfig['country'], string> = {
  SVK: '+421 900 123 456',
  CZE: '+420 601 123 456',
  POL: '+48 512 345 678',
  HUN: '+36 20 123 4567',
  ROU: '+40 712 345 678',
};

export const phoneExample = (country: AppConfig['country']): string => examples[country] ?? examples.SVK;
