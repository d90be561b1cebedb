import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadedDetailsRules } from '@machines/order/detailsRules';
import { draftFixture, orderRef, typedDetails } from '@machines/fixtures/order';
import { currentPath } from '@tests/support/renderApp';
import { OrderStory } from '@tests/support/orderStory';
import { renderOrderView } from '@tests/support/renderOrderView';
import { SummaryStep } from './SummaryStep';

const consentNames = [/terms and conditions/, /charges my card automatically/, /privacy policy/];

// The rules for invoicing details (zod and the phone library) are a module-wide download: the
// tests below run in order, the first one before anything has loaded them.
describe('order summary and the rules for invoicing details', () => {
  it('a summary opened anew is priced and shown without the rules; details they refuse when paying go back to the details step', async () => {
    const placeOrder = vi.fn();
    // Verified when typed, but the rules of this release refuse the phone number.
    const stale = draftFixture({ invoicingDetails: { ...typedDetails, telephoneNumber: '12' } });
    const { location } = renderOrderView(
      <OrderStory stored={stale} effects={{ placeOrder }}>
        <SummaryStep />
      </OrderStory>,
    );
    expect(await screen.findByRole('cell', { name: '€97.65' })).toBeTruthy();
    expect(screen.getByText(/Peter Horváth/)).toBeTruthy();
    expect(loadedDetailsRules()).toBeNull();

    // Ticking a consent starts loading the rules. Once they are in, the summary judges the details
    // by them: the visitor is sent back as soon as that is known, on Pay or already while ticking
    // (a slow machine finishes the download between two clicks). Either way no order is placed.
    for (const name of consentNames) {
      const consent = screen.queryByRole('checkbox', { name });
      if (!consent) break;
      await userEvent.click(consent);
    }
    const pay = screen.queryByRole('button', { name: 'Pay by card' });
    if (pay) await userEvent.click(pay);
    await waitFor(() => expect(currentPath(location)).toBe('/order/user-details'));
    expect(loadedDetailsRules()).not.toBeNull();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('valid details are sent as the rules write them (the phone number in international form)', async () => {
    const placeOrder = vi.fn().mockResolvedValue({ orderId: orderRef, paymentUrl: 'https://pay.example/card/1' });
    renderOrderView(
      <OrderStory stored={draftFixture()} effects={{ placeOrder, goToPayment: vi.fn() }}>
        <SummaryStep />
      </OrderStory>,
    );
    expect(await screen.findByRole('cell', { name: '€97.65' })).toBeTruthy();
    for (const name of consentNames) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(placeOrder.mock.calls[0][0].invoicingDetails).toMatchObject({
      firstName: 'Peter',
      telephoneNumber: '+421905111222',
    });
  });
});
