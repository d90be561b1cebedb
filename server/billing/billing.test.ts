import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/testApp';
import { laterPeriodLines, nextPeriod } from './billing';

describe('the next invoicing period', () => {
  it('follows the last one by a whole period while the contract runs indefinitely', () => {
    expect(nextPeriod('2026-03-31', 3, null)).toEqual({ from: '2026-04-01', to: '2026-06-30', months: 3 });
    expect(nextPeriod('2026-01-30', 1, null)).toEqual({ from: '2026-01-31', to: '2026-02-27', months: 1 });
  });

  it('ends on the last day of a contract given notice, charged by the months begun', () => {
    expect(nextPeriod('2026-03-31', 3, '2026-04-10')).toEqual({ from: '2026-04-01', to: '2026-04-10', months: 1 });
    expect(nextPeriod('2026-03-31', 3, '2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-05-01', months: 2 });
    expect(nextPeriod('2026-03-31', 3, '2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30', months: 3 });
  });

  it('bills nothing when the contract ends before the period starts', () => {
    expect(nextPeriod('2026-03-31', 3, '2026-03-31')).toBeNull();
  });

  it('charges (rent + insurance) × months at the VAT of the country, without discounts', () => {
    const lines = laterPeriodLines({ country: 'CZE', rentMonthlyMinor: 99000, insuranceMonthlyMinor: 10000 }, 2);
    expect(lines.map((l) => [l.kind, l.count, l.grossMinor, l.vatPercent])).toEqual([
      ['RENT', 2, 198000, 21],
      ['INSURANCE', 2, 20000, 21],
    ]);
    expect(
      laterPeriodLines({ country: 'SVK', rentMonthlyMinor: 4900, insuranceMonthlyMinor: 0 }, 1).map((l) => l.kind),
    ).toEqual(['RENT']);
  });
});

describe('the test hooks', () => {
  it('do not exist where the development mailbox is off', async () => {
    const t = await startTestApp({ MAILBOX_ENABLED: 'false' });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/dev/contracts/1/next-rent' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/cancel-contracts' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/dev/admin-jobs/PAYMENT_PROCESSING' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
