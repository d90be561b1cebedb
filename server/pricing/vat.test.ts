import { describe, expect, it } from 'vitest';
import { unitNetFromGross } from './vat';

describe('unit price without VAT, as an invoice states it', () => {
  it('to 4 decimals where amounts round to the cent, half up, a discount as its price negated', () => {
    expect(unitNetFromGross(7900, 23, 'EUR')).toEqual({ amount: 64.2276, decimals: 4 }); // 64.22764…
    expect(unitNetFromGross(-7900, 23, 'EUR')).toEqual({ amount: -64.2276, decimals: 4 });
    expect(unitNetFromGross(74900, 21, 'CZK')).toEqual({ amount: 619.0083, decimals: 4 }); // 619.00826…
    expect(unitNetFromGross(99, 21, 'RON')).toEqual({ amount: 0.8182, decimals: 4 }); // 0.81818…
    // 0.04 / 1.28 is 0.03125 exactly: the half rounds up.
    expect(unitNetFromGross(4, 28, 'PLN')).toEqual({ amount: 0.0313, decimals: 4 });
    expect(unitNetFromGross(1000, 5.5, 'EUR')).toEqual({ amount: 9.4787, decimals: 4 }); // 9.47867…
    expect(unitNetFromGross(0, 23, 'EUR')).toEqual({ amount: 0, decimals: 4 });
  });

  it('to 2 decimals in forints, which round to the whole forint', () => {
    expect(unitNetFromGross(2_500_000, 27, 'HUF')).toEqual({ amount: 19685.04, decimals: 2 }); // 19 685.039…
    expect(unitNetFromGross(-2_500_000, 27, 'HUF')).toEqual({ amount: -19685.04, decimals: 2 });
  });
});
