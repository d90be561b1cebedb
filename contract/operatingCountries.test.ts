import { describe, expect, it } from 'vitest';
import { alpha2Of } from './countryCodes';
import { alpha2OfOperating, operatingCountries } from './operatingCountries';

describe('the operating countries’ alpha-2 codes', () => {
  it('are those of the table of every country', () => {
    for (const country of operatingCountries) expect(alpha2OfOperating[country], country).toBe(alpha2Of[country]);
  });
});
