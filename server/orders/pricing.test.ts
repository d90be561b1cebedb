import { describe, expect, it } from 'vitest';
import { netFromGross } from '../pricing/vat';
import { percentOf, priceFirstPayment, voucherDiscount, type PricedLine } from './pricing';

/** [kind, count, unit price with VAT, line with VAT] of each line: the invoice as printed. */
const rows = (lines: PricedLine[]) => lines.map((l) => [l.kind, l.count, l.unitGrossMinor, l.grossMinor]);
/** The one VAT rate's base and VAT, the total charged, and the discount. */
const totals = (p: ReturnType<typeof priceFirstPayment>) => {
  expect(p.vatRates).toHaveLength(1);
  const [rate] = p.vatRates;
  expect(rate.grossMinor).toBe(p.grossMinor);
  return { net: rate.netMinor, vat: rate.vatMinor, gross: p.grossMinor, discount: p.discountMinor };
};

// Expected values computed independently (Python Decimal, ROUND_HALF_UP) and written out here.
describe('first payment pricing: lines with VAT, VAT once per rate from its total, half up to the rounding unit', () => {
  it('Slovakia, EUR, 23 %: one month of 49.00 €', () => {
    const p = priceFirstPayment({
      country: 'SVK',
      rentMonthlyMinor: 4900,
      insuranceMonthlyMinor: 0,
      periodMonths: 1,
      firstMonthFree: false,
      voucher: null,
    });
    expect(p.currency).toBe('EUR');
    expect(rows(p.lines)).toEqual([['RENT', 1, 4900, 4900]]);
    expect(totals(p)).toEqual({ net: 3984, vat: 916, gross: 4900, discount: 0 });
  });

  it('Slovakia: a 15 € voucher, and a voucher larger than the rent capped at 90 % of it', () => {
    const fixed = priceFirstPayment({
      country: 'SVK',
      rentMonthlyMinor: 4900,
      insuranceMonthlyMinor: 0,
      periodMonths: 1,
      firstMonthFree: false,
      voucher: { kind: 'AMOUNT', amountMinor: 1500 },
    });
    expect(rows(fixed.lines)).toEqual([
      ['RENT', 1, 4900, 4900],
      ['VOUCHER', 1, -1500, -1500],
    ]);
    expect(totals(fixed)).toEqual({ net: 2764, vat: 636, gross: 3400, discount: 1500 });
    const capped = priceFirstPayment({
      country: 'SVK',
      rentMonthlyMinor: 4900,
      insuranceMonthlyMinor: 0,
      periodMonths: 1,
      firstMonthFree: false,
      voucher: { kind: 'AMOUNT', amountMinor: 10000 },
    });
    expect(rows(capped.lines)[1]).toEqual(['VOUCHER', 1, -4410, -4410]);
    // 4.90 € / 1.23 = 3.9837 €: 3.98 €, VAT 0.92 €.
    expect(totals(capped)).toEqual({ net: 398, vat: 92, gross: 490, discount: 4410 });
  });

  it('Czechia, CZK, 21 %: 3 months with extra insurance and the first month free (rent only)', () => {
    const p = priceFirstPayment({
      country: 'CZE',
      rentMonthlyMinor: 74900,
      insuranceMonthlyMinor: 11900,
      periodMonths: 3,
      firstMonthFree: true,
      voucher: null,
    });
    expect(p.currency).toBe('CZK');
    expect(rows(p.lines)).toEqual([
      ['RENT', 3, 74900, 224700],
      ['INSURANCE', 3, 11900, 35700],
      ['FIRST_MONTH_FREE', 1, -74900, -74900],
    ]);
    // 1 855 Kč / 1.21 = 1 533.0579 Kč: 1 533.06 Kč, VAT 321.94 Kč.
    expect(totals(p)).toEqual({ net: 153306, vat: 32194, gross: 185500, discount: 74900 });
    expect(p.monthlyMinor).toBe(86800);
  });

  it('Czechia: a 1-month period gets no free month (a card payment must remain)', () => {
    const p = priceFirstPayment({
      country: 'CZE',
      rentMonthlyMinor: 74900,
      insuranceMonthlyMinor: 0,
      periodMonths: 1,
      firstMonthFree: true,
      voucher: null,
    });
    expect(rows(p.lines)).toEqual([['RENT', 1, 74900, 74900]]);
    expect(totals(p)).toEqual({ net: 61901, vat: 12999, gross: 74900, discount: 0 });
  });

  it('Poland, PLN, 23 %: 6 months with a 10 % voucher', () => {
    const p = priceFirstPayment({
      country: 'POL',
      rentMonthlyMinor: 29900,
      insuranceMonthlyMinor: 0,
      periodMonths: 6,
      firstMonthFree: false,
      voucher: { kind: 'PERCENT', percent: 10 },
    });
    expect(p.currency).toBe('PLN');
    expect(rows(p.lines)).toEqual([
      ['RENT', 6, 29900, 179400],
      ['VOUCHER', 1, -17940, -17940],
    ]);
    // 1 614.60 zł / 1.23 = 1 312.6829 zł: 1 312.68 zł, VAT 301.92 zł.
    expect(totals(p)).toEqual({ net: 131268, vat: 30192, gross: 161460, discount: 17940 });
  });

  it('Hungary, HUF, 27 %: 12 months, insurance, free month, then a 7 % voucher rounded to whole forints', () => {
    const p = priceFirstPayment({
      country: 'HUN',
      rentMonthlyMinor: 999000,
      insuranceMonthlyMinor: 199000,
      periodMonths: 12,
      firstMonthFree: true,
      voucher: { kind: 'PERCENT', percent: 7 },
    });
    expect(p.currency).toBe('HUF');
    // 7 % of the 11 months left (109 890 Ft) is 7 692.30 Ft: 7 692 Ft, not 7 692.30 Ft.
    expect(rows(p.lines)).toEqual([
      ['RENT', 12, 999000, 11988000],
      ['INSURANCE', 12, 199000, 2388000],
      ['FIRST_MONTH_FREE', 1, -999000, -999000],
      ['VOUCHER', 1, -769200, -769200],
    ]);
    // 126 078 Ft / 1.27 = 99 274.02 Ft: 99 274 Ft (whole forints), VAT 26 804 Ft.
    expect(totals(p)).toEqual({ net: 9927400, vat: 2680400, gross: 12607800, discount: 1768200 });
    expect(p.voucherDiscountMinor).toBe(769200);
  });

  it('Romania, RON, 21 %: 12 months with insurance and a 50 RON voucher', () => {
    const p = priceFirstPayment({
      country: 'ROU',
      rentMonthlyMinor: 14500,
      insuranceMonthlyMinor: 2500,
      periodMonths: 12,
      firstMonthFree: false,
      voucher: { kind: 'AMOUNT', amountMinor: 5000 },
    });
    expect(p.currency).toBe('RON');
    expect(rows(p.lines)).toEqual([
      ['RENT', 12, 14500, 174000],
      ['INSURANCE', 12, 2500, 30000],
      ['VOUCHER', 1, -5000, -5000],
    ]);
    expect(totals(p)).toEqual({ net: 164463, vat: 34537, gross: 199000, discount: 5000 });
  });

  it('adds up: the lines sum to the total, and the rate is net + VAT = gross', () => {
    for (const country of ['SVK', 'CZE', 'POL', 'HUN', 'ROU'] as const) {
      for (const periodMonths of [1, 3, 6, 12]) {
        const p = priceFirstPayment({
          country,
          rentMonthlyMinor: 12345,
          insuranceMonthlyMinor: 678,
          periodMonths,
          firstMonthFree: true,
          voucher: { kind: 'PERCENT', percent: 33 },
        });
        for (const l of p.lines) expect(l.unitGrossMinor * l.count).toBe(l.grossMinor);
        const { net, vat, gross } = totals(p);
        expect(net + vat).toBe(gross);
        expect(gross).toBe(p.lines.reduce((s, l) => s + l.grossMinor, 0));
        expect(p.grossMinor).toBeGreaterThan(0);
      }
    }
  });
});

describe('rounding helpers', () => {
  it('round half up: percentages and net from gross', () => {
    expect(percentOf(125, 10)).toBe(13); // 12.5 → 13
    expect(percentOf(124, 10)).toBe(12);
    expect(percentOf(-0, 10)).toBe(0);
    expect(percentOf(1089000, 7, 100)).toBe(76200); // 762.30 Ft → 762 Ft
    expect(percentOf(1089050, 7, 100)).toBe(76200); // 762.335 Ft → 762 Ft
    expect(percentOf(1092000, 7, 100)).toBe(76400); // 764.40 Ft → 764 Ft
    expect(percentOf(1085000, 7, 100)).toBe(76000); // 759.50 Ft → 760 Ft (half up)
    expect(netFromGross(4900, 23, 'EUR')).toBe(3984); // 3983.74
    expect(netFromGross(1, 23, 'EUR')).toBe(1); // 0.81
    expect(netFromGross(0, 27, 'HUF')).toBe(0);
    expect(netFromGross(-4900, 23, 'EUR')).toBe(-3984); // a discount splits as the same charge would
    expect(netFromGross(990000, 27, 'HUF')).toBe(779500); // 7 795.28 Ft → 7 795 Ft
    expect(netFromGross(63500, 27, 'HUF')).toBe(50000); // 500 Ft exactly
    expect(netFromGross(6350 * 100 + 6350, 27, 'HUF')).toBe(505000); // 5 050 Ft exactly
    expect(netFromGross(123, 23, 'EUR')).toBe(100); // 1.00 € exactly
  });

  it('never lets a voucher take more than 90 % of the rent it discounts', () => {
    expect(voucherDiscount({ kind: 'AMOUNT', amountMinor: 99999 }, 1000, 'EUR')).toBe(900);
    expect(voucherDiscount({ kind: 'PERCENT', percent: 90 }, 1000, 'EUR')).toBe(900);
    expect(voucherDiscount({ kind: 'AMOUNT', amountMinor: 99999 }, 99900, 'HUF')).toBe(89900);
    expect(voucherDiscount({ kind: 'PERCENT', percent: 10 }, 0, 'EUR')).toBe(0);
  });
});
