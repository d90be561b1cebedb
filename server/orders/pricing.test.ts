import { describe, expect, it } from 'vitest';
import { netFromGross } from '../pricing/vat';
import { percentOf, priceFirstPayment, voucherDiscount, type PricedLine } from './pricing';

/** [kind, count, unit gross, gross, net, VAT] of each line: the invoice as printed. */
const rows = (lines: PricedLine[]) =>
  lines.map((l) => [l.kind, l.count, l.unitGrossMinor, l.grossMinor, l.netMinor, l.vatMinor]);
const totals = (p: ReturnType<typeof priceFirstPayment>) => ({
  net: p.netMinor,
  vat: p.vatMinor,
  gross: p.grossMinor,
  discount: p.discountMinor,
});

// Expected values computed independently (Python Decimal, ROUND_HALF_UP) and written out here.
describe('first payment pricing: per line, net from gross half up to the minor unit, VAT = gross − net', () => {
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
    expect(rows(p.lines)).toEqual([['RENT', 1, 4900, 4900, 3984, 916]]);
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
      ['RENT', 1, 4900, 4900, 3984, 916],
      ['VOUCHER', 1, -1500, -1500, -1220, -280],
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
    expect(rows(capped.lines)[1]).toEqual(['VOUCHER', 1, -4410, -4410, -3585, -825]);
    expect(totals(capped)).toEqual({ net: 399, vat: 91, gross: 490, discount: 4410 });
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
      ['RENT', 3, 74900, 224700, 185702, 38998],
      ['INSURANCE', 3, 11900, 35700, 29504, 6196],
      ['FIRST_MONTH_FREE', 1, -74900, -74900, -61901, -12999],
    ]);
    expect(totals(p)).toEqual({ net: 153305, vat: 32195, gross: 185500, discount: 74900 });
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
    expect(rows(p.lines)).toEqual([['RENT', 1, 74900, 74900, 61901, 12999]]);
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
      ['RENT', 6, 29900, 179400, 145854, 33546],
      ['VOUCHER', 1, -17940, -17940, -14585, -3355],
    ]);
    expect(totals(p)).toEqual({ net: 131269, vat: 30191, gross: 161460, discount: 17940 });
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
      ['RENT', 12, 999000, 11988000, 9439370, 2548630],
      ['INSURANCE', 12, 199000, 2388000, 1880315, 507685],
      ['FIRST_MONTH_FREE', 1, -999000, -999000, -786614, -212386],
      ['VOUCHER', 1, -769200, -769200, -605669, -163531],
    ]);
    expect(totals(p)).toEqual({ net: 9927402, vat: 2680398, gross: 12607800, discount: 1768200 });
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
      ['RENT', 12, 14500, 174000, 143802, 30198],
      ['INSURANCE', 12, 2500, 30000, 24793, 5207],
      ['VOUCHER', 1, -5000, -5000, -4132, -868],
    ]);
    expect(totals(p)).toEqual({ net: 164463, vat: 34537, gross: 199000, discount: 5000 });
  });

  it('adds up: the sums of the lines are the totals, and each line is net + VAT = gross', () => {
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
        for (const l of p.lines) expect(l.netMinor + l.vatMinor).toBe(l.grossMinor);
        expect(p.netMinor + p.vatMinor).toBe(p.grossMinor);
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
    expect(netFromGross(4900, 23)).toBe(3984); // 3983.74
    expect(netFromGross(1, 23)).toBe(1); // 0.81
    expect(netFromGross(0, 27)).toBe(0);
  });

  it('never lets a voucher take more than 90 % of the rent it discounts', () => {
    expect(voucherDiscount({ kind: 'AMOUNT', amountMinor: 99999 }, 1000, 'EUR')).toBe(900);
    expect(voucherDiscount({ kind: 'PERCENT', percent: 90 }, 1000, 'EUR')).toBe(900);
    expect(voucherDiscount({ kind: 'AMOUNT', amountMinor: 99999 }, 99900, 'HUF')).toBe(89900);
    expect(voucherDiscount({ kind: 'PERCENT', percent: 10 }, 0, 'EUR')).toBe(0);
  });
});
