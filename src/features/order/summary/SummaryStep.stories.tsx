import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SummaryStep } from './SummaryStep';
import { OrderSteps } from '../OrderSteps';
import { draftFixture, orderBox, orderRef, paidStatus, summaryFixture } from '@machines/fixtures/order';
import { OrderStory, type OrderStoryProps } from '@tests/support/orderStory';
import { never } from '@tests/support/fakeNetwork';
import { FailureError } from '@machines/shared/failure';

function SummaryStory(props: Omit<OrderStoryProps, 'children'>) {
  return (
    <div className="container page">
      <OrderSteps current={3} />
      <OrderStory {...props}>
        <SummaryStep />
      </OrderStory>
    </div>
  );
}

/** Ticks the three required consents and pays. */
async function pay(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const name of [/terms and conditions/, /charges my card automatically/, /privacy policy/])
    await userEvent.click(await canvas.findByRole('checkbox', { name }));
  await userEvent.click(canvas.getByRole('button', { name: 'Pay by card' }));
}

/** Step 3 (/order/summary): the summary and placement regions' states and their errors. */
const meta = {
  title: 'Machines/Order/3 Summary',
  component: SummaryStory,
  args: { stored: draftFixture() },
} satisfies Meta<typeof SummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (...names: string[]) => ({ machineState: names.map((name) => ({ machine: 'order', state: name })) });

export const Pricing: Story = { parameters: state('summary.Pricing'), args: { effects: { priceSummary: never } } };

export const Priced: Story = {
  parameters: state('summary.Priced', 'placement.Idle'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Items of the first payment' })).toBeVisible();
  },
};

/** Hungary names the other card payment provider, as the server tells. */
export const PricedHungary: Story = {
  args: { effects: { priceSummary: async () => summaryFixture({ paymentProviderName: 'Barion' }) } },
};

export const ConsentsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay by card' }));
    // The consents' rules arrive with the form's first use: the messages follow the click.
    await waitFor(() => expect(canvas.getAllByText('Must be checked.')).toHaveLength(3));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /terms and conditions/ })).toHaveFocus());
  },
};

export const AfterFailedPayment: Story = { args: { stored: draftFixture({ paymentFailed: true }) } };

/** Pay pressed: the rules the details are judged by are still on their way. */
export const CheckingDetails: Story = {
  parameters: state('placement.CheckingDetails'),
  args: { effects: { loadDetailsRules: never } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The rules could not be fetched (offline): the apology, and Pay tries again. */
export const RulesNotLoaded: Story = {
  parameters: state('placement.Failed'),
  args: {
    effects: { loadDetailsRules: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
  },
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Placing: Story = {
  parameters: state('placement.Placing'),
  args: { effects: { placeOrder: never } },
  play: async ({ canvasElement }) => pay(canvasElement),
};

/** Placed: on the way to the gateway (the fake does not leave the page). */
export const Redirecting: Story = {
  parameters: state('placement.Redirecting'),
  play: async ({ canvasElement }) => pay(canvasElement),
};

export const PlaceFailedBoxTaken: Story = {
  parameters: state('placement.Failed'),
  args: { effects: { placeOrder: () => Promise.reject(new FailureError(409, 'Box/is-taken')) } },
  play: async ({ canvasElement }) => pay(canvasElement),
};

export const PlaceFailedEmailTaken: Story = {
  parameters: state('placement.Failed'),
  args: { effects: { placeOrder: () => Promise.reject(new FailureError(409, 'Autoregistration/email-taken')) } },
  play: async ({ canvasElement }) => pay(canvasElement),
};

export const Unavailable: Story = {
  parameters: state('summary.Unavailable'),
  args: { effects: { priceSummary: () => Promise.reject(new FailureError(409, 'Order/Box-not-active')) } },
};

export const Failed: Story = {
  parameters: state('summary.Failed'),
  args: { effects: { priceSummary: () => Promise.reject(new FailureError(0, 'weApologize')) } },
};

/** Incomplete: no period chosen, so the view goes back to the offer. */
export const Incomplete: Story = {
  parameters: state('summary.Incomplete'),
  args: { stored: draftFixture({ invoicing: null }) },
};

/** Back from the card page: the draft's placed order and the selection it was placed with. */
const placedDraft = (invoicing: 3 | 6 = 3) =>
  draftFixture({
    invoicing,
    placedOrder: {
      orderId: orderRef,
      selection: { boxId: orderBox.id, periodInMonths: 3, insuranceId: 2, voucherToken: null },
    },
  });

export const CheckingPlacedOrder: Story = {
  parameters: state('summary.CheckingPlacedOrder'),
  args: { stored: placedDraft(), effects: { loadOrderStatus: never } },
};

/** The order still holds the box: "Pay" goes to its card page again; no second order is offered. */
export const HeldOrderToPay: Story = {
  args: { stored: placedDraft() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  },
};

/** Other terms were chosen since: the earlier order can only be given up. */
export const HeldOrderOtherTerms: Story = {
  args: { stored: placedDraft(6) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cancel the earlier order' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Pay' })).toBeNull();
  },
};

export const ResumingPayment: Story = {
  parameters: state('placement.Resuming'),
  args: { stored: placedDraft(), effects: { resumePayment: never } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

export const CancellingHeldOrder: Story = {
  parameters: state('placement.CancellingHeld'),
  args: { stored: placedDraft(), effects: { cancelOrder: never } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel this order' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel this order' })).toBeDisabled();
  },
};

export const PlacedOrderPaid: Story = {
  parameters: state('summary.PlacedOrderPaid'),
  args: { stored: placedDraft(), effects: { loadOrderStatus: async () => paidStatus } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Show order status' })).toHaveAttribute(
      'href',
      `/order/status-check?orderId=${orderRef}`,
    );
  },
};
