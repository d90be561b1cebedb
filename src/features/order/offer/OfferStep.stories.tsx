import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OfferStep } from './OfferStep';
import { OrderSteps } from '../OrderSteps';
import { offerFixture, offerPeriod, validVoucher } from '@machines/fixtures/order';
import { OrderStory, type OrderStoryProps } from '@tests/support/orderStory';
import { never } from '@tests/support/fakeNetwork';
import { FailureError } from '@machines/shared/failure';

function OfferStory({ boxId = 100, ...props }: Omit<OrderStoryProps, 'children'> & { boxId?: number | null }) {
  return (
    <div className="container page">
      <OrderSteps current={1} />
      <OrderStory {...props}>
        <OfferStep boxId={boxId} warehouseId={1} />
      </OrderStory>
    </div>
  );
}

/** Step 1 (/order/first): one story per state of the order machine's offer region, and its errors. */
const meta = {
  title: 'Machines/Order/1 Offer',
  component: OfferStory,
  args: {},
} satisfies Meta<typeof OfferStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (...names: string[]) => ({ machineState: names.map((name) => ({ machine: 'order', state: name })) });

/** Idle: opened without a box in the address. */
export const Idle: Story = { parameters: state('offer.Idle'), args: { boxId: null } };

export const Loading: Story = { parameters: state('offer.Loading'), args: { effects: { loadOffer: never } } };

export const Ready: Story = {
  parameters: state('offer.Ready', 'summary.Idle', 'placement.Idle', 'persistence.Saved'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: '3 months' })).not.toBeChecked();
  },
};

/** A period was just chosen: the draft waits a moment (persistAfter) before it is written to storage. */
export const Unsaved: Story = {
  parameters: state('persistence.Unsaved'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: '3 months' }));
  },
};

export const ReadyFirstMonthFree: Story = {
  args: { effects: { loadOffer: async () => offerFixture({ firstMonthFree: true }) } },
};

/** Continue without a period: "Mandatory" next to the periods, focus on the first one. */
export const PeriodMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Mandatory.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 month' })).toHaveFocus();
  },
};

export const CheckingVoucher: Story = {
  parameters: state('offer.CheckingVoucher'),
  args: { effects: { loadOffer: async (_box, token) => (token ? never() : offerFixture()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Discount code'), 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  },
};

export const VoucherApplied: Story = {
  args: {
    effects: {
      // With the code, each period carries the voucher's discount for that period (10 % of the rent left after the free month).
      loadOffer: async (_box, token) =>
        offerFixture(
          token
            ? {
                voucher: validVoucher,
                periods: [
                  offerPeriod(1, 290, 290),
                  offerPeriod(3, 2900 + 580, 580),
                  offerPeriod(6, 2900 + 1450, 1450),
                  offerPeriod(12, 2900 + 3190, 3190),
                ],
              }
            : { voucher: null },
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Discount code'), 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText(/Code WELCOME10 applied/)).toBeVisible();
  },
};

export const VoucherInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Discount code'), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This discount code is not valid.')).toBeVisible();
  },
};

export const UnavailableBoxTaken: Story = {
  parameters: state('offer.Unavailable'),
  args: { effects: { loadOffer: () => Promise.reject(new FailureError(409, 'Box/is-taken')) } },
};
export const UnavailableBoxNotActive: Story = {
  parameters: state('offer.Unavailable'),
  args: { effects: { loadOffer: () => Promise.reject(new FailureError(409, 'Order/Box-not-active')) } },
};
export const UnavailableWarehouseDeactivated: Story = {
  parameters: state('offer.Unavailable'),
  args: { effects: { loadOffer: () => Promise.reject(new FailureError(409, 'Order/Warehouse-deactivated')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Warehouse is no longer available.');
    await expect(canvas.getByRole('link', { name: 'Choose another box' })).toHaveAttribute('href', '/location/1');
  },
};

export const Failed: Story = {
  parameters: state('offer.Failed'),
  args: { effects: { loadOffer: () => Promise.reject(new FailureError(503, 'weApologize')) } },
};
