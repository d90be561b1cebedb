import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FailureError } from '@machines/shared/failure';
import { fakePaymentStatusEffects } from '@machines/paymentStatus/fakeEffects';
import { currentPath } from '@tests/support/renderApp';
import { demoUser } from '@machines/fixtures/user';
import {
  draftFixture,
  expiredStatus,
  failedStatus,
  orderRef,
  paidStatus,
  statusHeldUntil,
} from '@machines/fixtures/order';
import { formattersFor } from '@contract/format';
import { OrderStory } from '@tests/support/orderStory';
import { renderOrderView } from '@tests/support/renderOrderView';
import { DetailsStep } from './details/DetailsStep';
import { OfferStep } from './offer/OfferStep';
import { StatusStep } from './status/StatusStep';
import { SummaryStep } from './summary/SummaryStep';

describe('order steps', () => {
  it('offer: a period is required, then the details step follows', async () => {
    const { location } = renderOrderView(
      <OrderStory>
        <OfferStep boxId={100} warehouseId={1} />
      </OrderStory>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Mandatory.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '3 months' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentPath(location)).toBe('/order/user-details');
  });

  it('offer: a taken box links back to its warehouse', async () => {
    renderOrderView(
      <OrderStory effects={{ loadOffer: () => Promise.reject(new FailureError(409, 'Box/is-taken')) }}>
        <OfferStep boxId={100} warehouseId={1} />
      </OrderStory>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Box is already in use.');
    expect(screen.getByRole('link', { name: 'Choose another box' }).getAttribute('href')).toBe('/location/1');
  });

  it('details: anonymous visitors can log in and come back, or go on to the summary once verified', async () => {
    const verifyDetails = vi.fn().mockResolvedValue({ value: true });
    const { location } = renderOrderView(
      <OrderStory stored={draftFixture({ invoicingDetailsValid: false })} effects={{ verifyDetails }}>
        <DetailsStep />
      </OrderStory>,
    );
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Forder%2Fuser-details',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath(location)).toBe('/order/summary'));
    expect(verifyDetails).toHaveBeenCalledTimes(1);
  });

  it('details: a signed-in client gets the profile’s details and no login box', async () => {
    renderOrderView(
      <OrderStory stored={draftFixture({ invoicingDetails: null, invoicingDetailsValid: false })}>
        <DetailsStep />
      </OrderStory>,
      { user: demoUser },
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Street/ }) as HTMLInputElement).value).toBe('Obchodná'),
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('summary: shows the server’s lines and leaves for the gateway with the consents', async () => {
    const goToPayment = vi.fn();
    const placeOrder = vi.fn().mockResolvedValue({ orderId: orderRef, paymentUrl: 'https://pay.example/card/1' });
    renderOrderView(
      <OrderStory stored={draftFixture()} effects={{ goToPayment, placeOrder }}>
        <SummaryStep />
      </OrderStory>,
    );
    expect(await screen.findByRole('cell', { name: '€97.65' })).toBeTruthy();
    // Each line is unit price with VAT × count; a discount is a line of its own that takes away.
    const cellsOf = (rowHeader: string) =>
      within(screen.getByRole('rowheader', { name: rowHeader }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf('Rent of box A-001')).toEqual(['3', '€29.00', '€87.00']);
    expect(cellsOf('Discount for 3 months paid ahead')).toEqual(['1', '-€4.35', '-€4.35']);
    expect(cellsOf('Taxable amount (23% VAT)')).toEqual(['€79.39']);
    expect(cellsOf('VAT (23%)')).toEqual(['€18.26']);
    expect(cellsOf('Total')).toEqual(['€97.65']);
    expect(screen.queryByText(/discount included/i)).toBeNull();
    for (const name of [/terms and conditions/, /charges my card automatically/, /privacy policy/])
      await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('https://pay.example/card/1'));
    expect(placeOrder.mock.calls[0][0]).toMatchObject({
      signedIn: false,
      language: 'EN',
      returnUrl: `${window.location.origin}/order/status-check`,
    });
  });

  it('summary: details that are not verified send the visitor back to them', async () => {
    const { location } = renderOrderView(
      <OrderStory stored={draftFixture({ invoicingDetailsValid: false })}>
        <SummaryStep />
      </OrderStory>,
    );
    await waitFor(() => expect(currentPath(location)).toBe('/order/user-details'));
  });

  it('status: success and failure with retry', async () => {
    const goTo = vi.fn();
    const effects = fakePaymentStatusEffects({ checkStatus: async () => failedStatus, goTo });
    const failed = renderOrderView(
      <OrderStory>
        <StatusStep effects={effects} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(`https://pay.example/card/${orderRef}/retry`));
    failed.unmount();

    renderOrderView(
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects({ checkStatus: async () => paidStatus })} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}` },
    );
    expect(await screen.findByText('Thank you, your box is booked')).toBeTruthy();
    expect(screen.getByText(/set its password with the link/)).toBeTruthy();
  });

  it('status: the contract business number, the separate set-password e-mail and how long the box stays reserved', async () => {
    const paid = renderOrderView(
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects({ checkStatus: async () => paidStatus })} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}` },
    );
    expect(await screen.findByText('Your contract no. SK-2026-000007 is active.')).toBeTruthy();
    expect(screen.queryByText(/contract no\. 7 /)).toBeNull();
    expect(
      screen.getByText(
        'We have created your account: set its password with the link in a separate e-mail from us titled “Set your password”, then log in to manage your box.',
      ),
    ).toBeTruthy();
    paid.unmount();

    const failed = renderOrderView(
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects({ checkStatus: async () => failedStatus })} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}` },
    );
    const until = formattersFor('en').dateTime(statusHeldUntil);
    expect(
      await screen.findByText(`Your box is reserved for you until ${until}. You can try paying again.`),
    ).toBeTruthy();
    failed.unmount();

    renderOrderView(
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects({ checkStatus: async () => failedStatus })} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}`, lang: 'sk' },
    );
    expect(
      await screen.findByText(
        `Box je pre vás rezervovaný do ${formattersFor('sk').dateTime(statusHeldUntil)}. Platbu môžete skúsiť znova.`,
      ),
    ).toBeTruthy();
  });

  it('status: an ended hold still asks for a new order', async () => {
    renderOrderView(
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects({ checkStatus: async () => expiredStatus })} />
      </OrderStory>,
      { path: `/order/status-check?orderId=${orderRef}` },
    );
    expect(await screen.findByText('The reservation of your box has ended. Please start a new order.')).toBeTruthy();
    expect(screen.queryByText(/reserved for you until/)).toBeNull();
  });
});
