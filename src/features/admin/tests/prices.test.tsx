import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { warehousePrices } from '@machines/fixtures/layout';
import { supportMe } from '@machines/fixtures/staff';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const PRICES = '/api/admin/warehouses/3/prices';

function open(routes: Parameters<typeof fakeConsoleServer>[0] = {}) {
  const recorded = fakeConsoleServer({ [`GET ${PRICES}`]: { body: warehousePrices }, ...routes });
  keepStaffToken();
  renderApp({ path: '/admin/network/3/prices' });
  return recorded;
}

describe('the prices page', () => {
  it('shows today’s prices, the period discounts and the changes, and says running contracts keep theirs', async () => {
    open();
    await findHeading('Prices – Bratislava – Ružinov');
    expect(screen.getByText(/Running contracts keep the prices they were ordered at/)).toBeTruthy();
    const today = within(screen.getByRole('region', { name: /Prices today/ }));
    expect(today.getByText('12 months paid at once: 10 % off the rent of the first payment')).toBeTruthy();
    const a3 = today.getByRole('rowheader', { name: 'A-003' }).closest('tr')!;
    expect(within(a3).getByText('€99.00')).toBeTruthy();
    expect(within(a3).getByText('covers €5,000.00 for €9.00 a month')).toBeTruthy();
    const scheduled = screen.getByText('Scheduled').closest('tr')!;
    expect(within(scheduled).getByText('All boxes of size S')).toBeTruthy();
    expect(within(scheduled).getByText('€64.00 a month')).toBeTruthy();
  });

  it('sets a size class’s rent from a day with its reason', async () => {
    const recorded = open({ [`POST ${PRICES}`]: () => answer(warehousePrices.changes[0], 201) });
    const form = within(await screen.findByRole('form', { name: 'Set a price from a day' }));
    expect((form.getByLabelText(/Applies from/) as HTMLInputElement).value).toBe('2026-11-21');
    await userEvent.type(form.getByLabelText(/Price a month/), '64');
    await userEvent.type(form.getByLabelText(/Reason/), 'Price list 2027');
    await userEvent.clear(form.getByLabelText(/Applies from/));
    await userEvent.type(form.getByLabelText(/Applies from/), '2027-01-01');
    await userEvent.click(form.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText(/Saved: the price applies from/)).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', PRICES)).toEqual({
      kind: 'RENT',
      target: { sizeClass: 'SMALL' },
      monthlyMinor: 6400,
      effectiveFrom: '2027-01-01',
      reason: 'Price list 2027',
    });
    await waitFor(() => expect(callsTo(recorded, 'GET', PRICES).length).toBe(2));
  });

  it('sets a period discount', async () => {
    const recorded = open({ [`POST ${PRICES}`]: () => answer(warehousePrices.changes[1], 201) });
    const form = within(await screen.findByRole('form', { name: 'Set a price from a day' }));
    await userEvent.selectOptions(form.getByLabelText(/^Price \*?$/), 'Discount for a longer period');
    await userEvent.selectOptions(form.getByLabelText(/Paid at once for/), '6 months');
    await userEvent.type(form.getByLabelText(/Discount/), '5');
    await userEvent.type(form.getByLabelText(/Reason/), 'Spring offer');
    await userEvent.click(form.getByRole('button', { name: 'Save the price' }));
    await waitFor(() =>
      expect(bodyOfLast(recorded, 'POST', PRICES)).toEqual({
        kind: 'PERIOD_DISCOUNT',
        periodMonths: 6,
        percent: 5,
        effectiveFrom: '2026-11-21',
        reason: 'Spring offer',
      }),
    );
  });

  it('withdraws a scheduled change with its reason', async () => {
    const recorded = open({
      'POST /api/admin/price-changes/12/withdraw': () => answer({ ...warehousePrices.changes[0], state: 'WITHDRAWN' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Withdraw the change from/ }));
    const form = within(screen.getByRole('form', { name: /Withdraw the change from/ }));
    await userEvent.type(form.getByLabelText(/Reason/), 'Typo');
    await userEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn. The change is in the audit log.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/price-changes/12/withdraw')).toEqual({ reason: 'Typo' });
  });

  it('lets support read the prices and change none', async () => {
    fakeConsoleServer({
      'GET /api/admin/me': { body: { ...supportMe, sessionExpiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
      [`GET ${PRICES}`]: { body: warehousePrices },
    });
    keepStaffToken();
    renderApp({ path: '/admin/network/3/prices' });
    await findHeading('Prices – Bratislava – Ružinov');
    expect(screen.queryByRole('form', { name: 'Set a price from a day' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
