import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { callsTo, fakeServer, lastBody } from './network';

import { rentPaymentEffects } from '../rents/rentPaymentEffects';

// The card gateway is another site: the test sees where the page would go instead of leaving jsdom.
const goTo = vi.fn();

const rentsTable = () => screen.findByRole('table', { name: 'My rents' });

describe('My rents', () => {
  beforeEach(() => {
    goTo.mockClear();
    vi.spyOn(rentPaymentEffects, 'goTo').mockImplementation(goTo);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the rents and says what an unpaid one waits for; only a rent to pay has “Pay”', async () => {
    fakeServer();
    renderApp({ path: '/my/rents', user: demoUser });
    await findHeading('My rents');
    const table = within(await rentsTable());
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getByText('Being charged to your card')).toBeTruthy();
    expect(table.getByText('Card declined: please pay')).toBeTruthy();
    expect(await table.findAllByRole('button', { name: 'Pay' })).toHaveLength(1);
    const declined = within(table.getByText('Card declined: please pay').closest('tr')!);
    expect(declined.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('shows the unpaid rents only, through the address', async () => {
    const recorded = fakeServer();
    const { location } = renderApp({ path: '/my/rents', user: demoUser });
    await rentsTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Not paid');
    await waitFor(() => expect(currentPath(location)).toBe('/my/rents?show=unpaid'));
    expect(callsTo(recorded, 'GET', '/api/client/my/rents').at(-1)?.path).toBe('/api/client/my/rents?filter=unpaid');
    await waitFor(async () => expect(within(await rentsTable()).getAllByRole('row')).toHaveLength(3));
  });

  it('pays a rent: starts a card payment that returns to the rent’s payment page, and goes to the gateway', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/my/rents', user: demoUser });
    await userEvent.click(await within(await rentsTable()).findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example/card/rent/31'));
    expect(lastBody(recorded, 'POST', '/api/client/manual-payment/31')).toEqual({
      returnUrl: `${window.location.origin}/my/rents/31/payment`,
    });
    expect(screen.getByRole('button', { name: 'Going to the payment…' })).toHaveProperty('disabled', true);
  });

  it('tells beside the button why a payment could not start', async () => {
    fakeServer({ 'POST /api/client/manual-payment/31': apiError(409, 'rent/already-paid') });
    renderApp({ path: '/my/rents', user: demoUser });
    await userEvent.click(await within(await rentsTable()).findByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invoice is already paid.');
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
  });

  it('thanks for a paid rent on the page the gateway returns to, with its invoice', async () => {
    fakeServer({
      'GET /api/client/my/rents/31/payment-status': {
        body: { rentId: 31, status: 'PAID', payingStatus: 'PAID', payment: { state: 'PAID' }, invoiceId: 901 },
      },
    });
    renderApp({ path: '/my/rents/31/payment', user: demoUser });
    await findHeading('Rent payment');
    expect(await screen.findByRole('heading', { name: 'Thank you, the rent is paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the invoice (PDF)' })).toBeTruthy();
  });

  it('offers to pay again after a failed card payment', async () => {
    const recorded = fakeServer({
      'GET /api/client/my/rents/31/payment-status': {
        body: {
          rentId: 31,
          status: 'INVOICE_SUBMITTED',
          payingStatus: 'WAITING_FOR_MANUAL',
          payment: { state: 'FAILED' },
          invoiceId: 901,
        },
      },
    });
    renderApp({ path: '/my/rents/31/payment', user: demoUser });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'The payment did not go through' })).toBeTruthy();
    await userEvent.click(alert.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example/card/rent/31'));
    expect(callsTo(recorded, 'POST', '/api/client/manual-payment/31')).toHaveLength(1);
  });
});
