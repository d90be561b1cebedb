import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminVouchers } from '@machines/fixtures/promotions';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const openPage = async (routes = {}) => {
  const recorded = fakeConsoleServer(routes);
  keepStaffToken();
  renderApp({ path: '/admin/vouchers' });
  await findHeading('Vouchers');
  return recorded;
};

describe('the vouchers page', () => {
  it('lists each voucher with its discount, periods, country, validity and uses of its limit', async () => {
    await openPage();
    const summer = (await screen.findByRole('rowheader', { name: /SUMMER25/ }, { timeout: 20_000 })).closest('tr')!;
    expect(within(summer).getByText('25 %')).toBeTruthy();
    expect(within(summer).getByText('Every period')).toBeTruthy();
    expect(within(summer).getByText('All countries')).toBeTruthy();
    expect(within(summer).getByText('12 / 100')).toBeTruthy();
    const box = screen.getByRole('rowheader', { name: 'BOX15EUR' }).closest('tr')!;
    expect(within(box).getByText('First period')).toBeTruthy();
    expect(within(box).getByText('Slovakia')).toBeTruthy();
    expect(within(box).getByText('0 (no limit)')).toBeTruthy();
    expect(within(screen.getByRole('rowheader', { name: 'SPRING10' }).closest('tr')!).getByText('Ended')).toBeTruthy();
  });

  it('finds vouchers by code and by state', async () => {
    await openPage();
    await screen.findByRole('rowheader', { name: /SUMMER25/ }, { timeout: 20_000 });
    await userEvent.type(screen.getByLabelText('Code or description'), 'box');
    expect(screen.getByText('1 of 3 vouchers shown.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /SUMMER25/ })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Code or description'));
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Ended');
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['SPRING10']);
  });

  it('creates an every-period voucher and loads the list again', async () => {
    const recorded = await openPage({
      'POST /api/admin/vouchers': () => answer({ ...adminVouchers[0], id: 30, code: 'AUTUMN20', uses: 0 }, 201),
    });
    const form = within(await screen.findByRole('form', { name: 'New voucher' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText(/^Code/), 'autumn20');
    await userEvent.type(form.getByLabelText(/^Percentage \*/), '20');
    await userEvent.selectOptions(form.getByLabelText(/^Country/), 'Poland');
    await userEvent.click(form.getByLabelText(/Discount every period/));
    await userEvent.type(form.getByLabelText(/Usage limit/), '50');
    await userEvent.click(form.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('Voucher created. The change is in the audit log.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/vouchers')).toMatchObject({
      code: 'AUTUMN20',
      kind: 'PERCENT',
      percent: 20,
      amountMinor: null,
      country: 'POL',
      usageLimit: 50,
      everyPeriod: true,
      validUntil: null,
    });
    await waitFor(() => expect(callsTo(recorded, 'GET', '/api/admin/vouchers').length).toBe(2));
  });

  it('shows a duplicate code at its field, in the console’s language', async () => {
    await openPage({
      'POST /api/admin/vouchers': () =>
        answer(
          {
            status: 409,
            code: 'voucher/code-exists',
            detail: 'x',
            fields: [{ path: 'body.code', code: 'voucher/code-exists' }],
          },
          409,
        ),
    });
    const form = within(await screen.findByRole('form', { name: 'New voucher' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText(/^Code/), 'SUMMER25');
    await userEvent.type(form.getByLabelText(/^Percentage \*/), '20');
    await userEvent.click(form.getByRole('button', { name: 'Create voucher' }));
    expect(await form.findByText('Another voucher has this code.')).toBeTruthy();
    expect(form.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a percentage over 90 before sending', async () => {
    const recorded = await openPage();
    const form = within(await screen.findByRole('form', { name: 'New voucher' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText(/^Code/), 'TOOMUCH');
    await userEvent.type(form.getByLabelText(/^Percentage \*/), '95');
    await userEvent.click(form.getByRole('button', { name: 'Create voucher' }));
    expect(await form.findByText('Incorrect format.')).toBeTruthy();
    expect(callsTo(recorded, 'POST', '/api/admin/vouchers')).toEqual([]);
  });

  it('offers a used voucher’s end, limit and description only, and keeps its start as loaded', async () => {
    const recorded = await openPage({
      'PUT /api/admin/vouchers/11': () => answer({ ...adminVouchers[0], usageLimit: 200 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change SUMMER25' }, { timeout: 20_000 }));
    const form = within(screen.getByRole('form', { name: 'Voucher SUMMER25' }));
    expect(form.getByText(/Orders used this voucher 12 times/)).toBeTruthy();
    expect(form.queryByLabelText(/^Percentage/)).toBeNull();
    await userEvent.clear(form.getByLabelText(/Usage limit/));
    await userEvent.type(form.getByLabelText(/Usage limit/), '200');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The change is in the audit log.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'PUT', '/api/admin/vouchers/11')).toMatchObject({
      percent: 25,
      everyPeriod: true,
      usageLimit: 200,
      validFrom: adminVouchers[0].validFrom,
      validUntil: adminVouchers[0].validUntil,
    });
  });

  it('ends a running voucher now', async () => {
    const recorded = await openPage({
      'POST /api/admin/vouchers/12/end': () => answer({ ...adminVouchers[1], validUntil: '2026-11-20T10:00:00Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change BOX15EUR' }, { timeout: 20_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'End BOX15EUR now' }));
    await waitFor(() => expect(callsTo(recorded, 'POST', '/api/admin/vouchers/12/end').length).toBe(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End BOX15EUR now' })).toBeNull());
  });
});
