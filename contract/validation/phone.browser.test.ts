import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { BROWSER_PHONE_COUNTRIES, cutPhoneMetadata } from './browserPhoneMetadata';
import { phoneCheckWith } from './phone.browser';
import { isValidPhoneNumber as serverCheck } from './phone';

const cut = cutPhoneMetadata(metadata, BROWSER_PHONE_COUNTRIES) as MetadataJson;
const browserCheck = phoneCheckWith(async () => ({ parse: parsePhoneNumberFromString, metadata: cut }));

describe('the browser phone check with metadata cut to the nearby countries', () => {
  it('checks only the shape until the library has arrived, then the number', async () => {
    const check = phoneCheckWith(async () => ({ parse: parsePhoneNumberFromString, metadata: cut }));
    expect(check('+421 900 123')).toBe(true);
    expect(check('+421 9')).toBe(false);
    expect(check('421 900 123 456')).toBe(false);
    await check.ready();
    expect(check('+421 900 123')).toBe(false);
    expect(check('+421 900 123 456')).toBe(true);
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const check = phoneCheckWith(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { parse: parsePhoneNumberFromString, metadata: cut };
    });
    await check.ready();
    expect(check('+421 900 123')).toBe(true);
    await check.ready();
    expect(check('+421 900 123')).toBe(false);
    expect(attempts).toBe(2);
  });

  const samples = [
    '+421 900 123 456',
    '+421 900 123',
    '+420 601 123 456',
    '+48 512 345 678',
    '+36 20 123 4567',
    '+40 712 345 678',
    '+380 67 123 4567',
    '+44 7700 900123',
    '+1 212 555 0100',
    '+49 1512 3456789',
    '+421900123456789',
    '421 900 123 456',
    '+421 abc',
  ];

  it('agrees with the server on numbers of the countries it keeps', async () => {
    await browserCheck.ready();
    for (const sample of samples) expect(browserCheck(sample), sample).toBe(serverCheck(sample));
  });

  it('leaves a number of another country to the server when it has 8 to 15 digits', async () => {
    await browserCheck.ready();
    expect(browserCheck('+81 3 1234 5678')).toBe(true);
    expect(browserCheck('+81 3 12')).toBe(false);
    expect(browserCheck('+81 3 1234 5678 9012 345')).toBe(false);
    expect(serverCheck('+81 3 1234 5678')).toBe(true);
  });

  it('keeps only the listed countries and their calling codes', () => {
    const cut = cutPhoneMetadata(metadata, ['SK', 'US']);
    expect(Object.keys(cut.countries).sort()).toEqual(['SK', 'US']);
    expect(cut.country_calling_codes).toEqual({ '1': ['US'], '421': ['SK'] });
  });
});
