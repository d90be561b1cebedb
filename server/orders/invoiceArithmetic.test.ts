import { describe, expect, it } from 'vitest';
import { currencyOfCountry, operatingCountries, vatPercentOfCountry, type OperatingCountry } from '@contract/countries';
import { laterPeriodLines } from '../billing/billing';
import { invoiceFigures } from '../documents/invoiceFigures';
import { roundingUnit } from '../pricing/vat';
import { breakdownOf } from './lines';
import { lineOf, priceFirstPayment, type PricedLine, type VoucherTerms } from './pricing';

/**
 * What an accountant checks on the summary and on the invoice, for lines priced as the product prices
 * them: every line is unit price × count exactly; every VAT rate's base + VAT is its total, the base
 * being that total / (1 + rate) to within half a rounding unit (a cent; a whole forint); the lines,
 * the rates and the total agree, and the total is the amount charged. The invoice PDF reads its
 * figures (invoiceFigures) from the same items, so they must be the summary's.
 */
function expectAddsUp(lines: PricedLine[], country: OperatingCountry, chargedMinor: number) {
  const currency = currencyOfCountry[country];
  const b = breakdownOf(lines, currency, { language: 'SK', boxName: 'A-001', voucherCode: 'CODE' });
  for (const i of b.items) expect(i.unitPriceWithVat.minor * i.count).toBe(i.totalPriceWithVat.minor);
  const unit = roundingUnit[currency];
  for (const r of b.vatRates) {
    const [base, vat, gross] = [r.totalPrice.minor, r.vat.minor, r.totalPriceWithVat.minor];
    expect(base + vat).toBe(gross);
    expect(base % unit).toBe(0);
    // |base − gross / (1 + rate)| ≤ unit / 2, in integers.
    const divisor = 100 + r.vatPercent;
    expect(2 * Math.abs(base * divisor - gross * 100)).toBeLessThanOrEqual(unit * divisor);
    expect(r.vatPercent).toBe(vatPercentOfCountry[country]);
  }
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  expect(sum(b.items.map((i) => i.totalPriceWithVat.minor))).toBe(chargedMinor);
  expect(sum(b.vatRates.map((r) => r.totalPriceWithVat.minor))).toBe(chargedMinor);
  expect(b.priceWithVat.minor).toBe(chargedMinor);
  expect(b.totalPrice.minor).toBe(sum(b.vatRates.map((r) => r.totalPrice.minor)));
  expect(b.vat.minor).toBe(sum(b.vatRates.map((r) => r.vat.minor)));
  expect(b.totalPrice.minor + b.vat.minor).toBe(chargedMinor);

  const printed = invoiceFigures(b.items, currency);
  expect(printed.lines.map((l) => [l.subject, l.count, l.unitGrossMinor, l.grossMinor])).toEqual(
    b.items.map((i) => [i.subject, i.count, i.unitPriceWithVat.minor, i.totalPriceWithVat.minor]),
  );
  expect(printed.vatRates).toEqual(
    b.vatRates.map((r) => ({
      vatPercent: r.vatPercent,
      netMinor: r.totalPrice.minor,
      vatMinor: r.vat.minor,
      grossMinor: r.totalPriceWithVat.minor,
    })),
  );
  expect([printed.netMinor, printed.vatMinor, printed.grossMinor]).toEqual([
    b.totalPrice.minor,
    b.vat.minor,
    chargedMinor,
  ]);
  return b;
}

/** [unit with VAT, count, line with VAT] of each item, and [base, VAT, total] of the one rate. */
const figuresOf = (b: ReturnType<typeof expectAddsUp>) => ({
  lines: b.items.map((i) => [i.unitPriceWithVat.minor, i.count, i.totalPriceWithVat.minor]),
  rate: b.vatRates.map((r) => [r.vatPercent, r.totalPrice.minor, r.vat.minor, r.totalPriceWithVat.minor]),
});

const first = (
  country: OperatingCountry,
  rentMonthlyMinor: number,
  periodMonths: number,
  more: { insurance?: number; firstMonthFree?: boolean; voucher?: VoucherTerms } = {},
) => {
  const p = priceFirstPayment({
    country,
    rentMonthlyMinor,
    insuranceMonthlyMinor: more.insurance ?? 0,
    periodMonths,
    firstMonthFree: more.firstMonthFree ?? false,
    voucher: more.voucher ?? null,
  });
  return expectAddsUp(p.lines, country, p.grossMinor);
};

// Expected figures computed independently (Python Decimal, ROUND_HALF_UP) and written out here.
describe('invoice arithmetic: lines with VAT, VAT once per rate from its total', () => {
  it('79 € × 3 reads 237,00 €, not 3 × 64,23 € = 192,68 €; with a 10 % voucher the base is 173,41 €', () => {
    expect(figuresOf(first('SVK', 7900, 3))).toEqual({ lines: [[7900, 3, 23700]], rate: [[23, 19268, 4432, 23700]] });
    expect(figuresOf(first('SVK', 7900, 3, { voucher: { kind: 'PERCENT', percent: 10 } }))).toEqual({
      lines: [
        [7900, 3, 23700],
        [-2370, 1, -2370],
      ],
      rate: [[23, 17341, 3989, 21330]],
    });
  });

  it('749 Kč × 3 with the first month free (CZ 21 %)', () => {
    expect(figuresOf(first('CZE', 74900, 3, { firstMonthFree: true }))).toEqual({
      lines: [
        [74900, 3, 224700],
        [-74900, 1, -74900],
      ],
      rate: [[21, 123802, 25998, 149800]],
    });
  });

  it('9 990 Ft × 3, free month and 10 % voucher (HU 27 %): base and VAT in whole forints', () => {
    expect(
      figuresOf(first('HUN', 999000, 3, { firstMonthFree: true, voucher: { kind: 'PERCENT', percent: 10 } })),
    ).toEqual({
      lines: [
        [999000, 3, 2997000],
        [-999000, 1, -999000],
        [-199800, 1, -199800],
      ],
      // 17 982 Ft / 1.27 = 14 159.06 Ft: 14 159 Ft, VAT 3 823 Ft.
      rate: [[27, 1415900, 382300, 1798200]],
    });
  });

  it('123,45 zł × 6 with a 33 % voucher (PL 23 %)', () => {
    expect(figuresOf(first('POL', 12345, 6, { voucher: { kind: 'PERCENT', percent: 33 } }))).toEqual({
      lines: [
        [12345, 6, 74070],
        [-24443, 1, -24443],
      ],
      rate: [[23, 40347, 9280, 49627]],
    });
  });

  it('145 lei × 12 with insurance and a 50 lei voucher (RO 21 %)', () => {
    expect(
      figuresOf(first('ROU', 14500, 12, { insurance: 2500, voucher: { kind: 'AMOUNT', amountMinor: 5000 } })),
    ).toEqual({
      lines: [
        [14500, 12, 174000],
        [2500, 12, 30000],
        [-5000, 1, -5000],
      ],
      rate: [[21, 164463, 34537, 199000]],
    });
  });

  it('a later period paid partly by the referral reward: the rest is what the card is charged', () => {
    const lines = laterPeriodLines({ country: 'SVK', rentMonthlyMinor: 7900, insuranceMonthlyMinor: 0 }, 3);
    lines.push(lineOf('REFERRAL', 1, -1000, 23));
    expect(figuresOf(expectAddsUp(lines, 'SVK', 23700 - 1000))).toEqual({
      lines: [
        [7900, 3, 23700],
        [-1000, 1, -1000],
      ],
      rate: [[23, 18455, 4245, 22700]],
    });
  });

  it('adds up for every country, period, insurance, free month and voucher, first and later periods', () => {
    const rents: Record<OperatingCountry, number[]> = {
      SVK: [7900, 4900, 1, 12345],
      CZE: [74900, 99, 123457],
      POL: [12345, 29999],
      HUN: [999000, 1234500, 100],
      ROU: [14500, 9999],
    };
    const vouchers: (VoucherTerms | undefined)[] = [
      undefined,
      { kind: 'PERCENT', percent: 10 },
      { kind: 'PERCENT', percent: 33 },
      { kind: 'AMOUNT', amountMinor: 1500 },
    ];
    let checked = 0;
    for (const country of operatingCountries) {
      for (const rent of rents[country]) {
        for (const months of [1, 3, 6, 12]) {
          for (const insurance of [0, country === 'HUN' ? 199000 : 678]) {
            for (const firstMonthFree of [false, true]) {
              for (const voucher of vouchers) {
                first(country, rent, months, { insurance, firstMonthFree, voucher });
                checked += 1;
              }
            }
            const later = laterPeriodLines(
              { country, rentMonthlyMinor: rent, insuranceMonthlyMinor: insurance },
              months,
            );
            const full = later.reduce((s, l) => s + l.grossMinor, 0);
            const fromReferral = Math.min(full, 1000 * roundingUnit[currencyOfCountry[country]]);
            expectAddsUp(
              [...later, lineOf('REFERRAL', 1, -fromReferral, vatPercentOfCountry[country])],
              country,
              full - fromReferral,
            );
          }
        }
      }
    }
    expect(checked).toBe(14 * 4 * 2 * 2 * 4);
  });
});
