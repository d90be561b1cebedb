import { describe, expect, it } from 'vitest';
import { countryName } from './countryName';

describe('countryName', () => {
  it('names each operating country in the page’s language', () => {
    expect(['SVK', 'CZE', 'POL', 'HUN', 'ROU'].map((c) => countryName(c as 'SVK', 'en'))).toEqual([
      'Slovakia',
      'Czechia',
      'Poland',
      'Hungary',
      'Romania',
    ]);
    expect(countryName('HUN', 'sk')).toBe('Maďarsko');
  });

  it('falls back to the code where the language tag is unusable', () => {
    expect(countryName('POL', '!!')).toBe('POL');
  });
});
