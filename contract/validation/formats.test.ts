import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban';
import { isCommonPassword, meetsPasswordRule } from './passwords';
import { isValidPhoneNumber } from './phone';
import { isValidPostcode } from './postcode';

describe('postcodes by the address country (ISO alpha-3)', () => {
  it.each([
    ['SVK', ['811 06', '81106'], ['ABCDE', '8110', '811 066']],
    ['CZE', ['110 00', '11000'], ['ABCDE', '1100']],
    ['POL', ['00-950'], ['00950', 'ABCDE']],
    ['HUN', ['1051'], ['10510', 'ABCD']],
    ['ROU', ['010011'], ['01001', 'ABCDEF']],
    ['GBR', ['SW1A 1AA'], ['12345']],
    ['DEU', ['10115'], ['1011', 'ABCDE']],
  ])('%s', (country, valid, invalid) => {
    for (const zip of valid) expect(isValidPostcode(zip, country), zip).toBe(true);
    for (const zip of invalid) expect(isValidPostcode(zip, country), zip).toBe(false);
  });

  it('a country without a known pattern gets a sane length and charset', () => {
    expect(isValidPostcode('AB 12', 'ATA')).toBe(true);
    expect(isValidPostcode('<b>', 'ATA')).toBe(false);
    expect(isValidPostcode('1'.repeat(11), 'ATA')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('need the international prefix and a length that fits the country', () => {
    for (const phone of [
      '+421 900 123 456',
      '+420601123456',
      '+48 512 345 678',
      '+36 20 123 4567',
      '+40 712 345 678',
      '+421-900-123-456',
    ])
      expect(isValidPhoneNumber(phone), phone).toBe(true);
    for (const phone of [
      '0905 111 222',
      '+421 900 123',
      '+421 900 123 456 789',
      '+999 123 456 789',
      'phone',
      '+421 9OO 123 456',
    ])
      expect(isValidPhoneNumber(phone), phone).toBe(false);
  });
});

describe('IBAN', () => {
  it('checks the country format and the mod-97 digits, spaces allowed', () => {
    expect(isValidIban('SK31 1200 0000 1987 4263 7541')).toBe(true);
    expect(isValidIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidIban('SK3112000000198742637540')).toBe(false);
    expect(isValidIban('SK311200000019874263754')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });
});

describe('passwords', () => {
  it('knows the most used ones whatever their case', () => {
    expect(isCommonPassword('qwerty')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('ABC123')).toBe(true);
    expect(isCommonPassword('tulipan-na-streche-7')).toBe(false);
  });

  it('keeps the rule of 6 characters with a digit', () => {
    expect(meetsPasswordRule('abcde1')).toBe(true);
    expect(meetsPasswordRule('abcd1')).toBe(false);
    expect(meetsPasswordRule('abcdefgh')).toBe(false);
  });
});
