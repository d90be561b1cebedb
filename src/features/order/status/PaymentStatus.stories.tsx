import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusStep } from './StatusStep';
import { demoUser } from '../../../../machines/fixtures/user';
import { expiredStatus, failedStatus, orderRef, paidStatus } from '../../../../machines/fixtures/order';
import { never, OrderStory } from '../../../../tests/support/orderStory';
import { FailureError } from '../../../../machines/shared/failure';
import { fakePaymentStatusEffects } from '../../../../machines/paymentStatus/fakeEffects';
import type { PaymentStatusEffects } from '../../../../machines/paymentStatus/provider';

function StatusStory({ effects = {}, undeterminedAfter }: { effects?: Partial<PaymentStatusEffects>; undeterminedAfter?: number }) {
  return (
    <div className="container page">
      <OrderStory>
        <StatusStep effects={fakePaymentStatusEffects(effects)} delays={{ pollInterval: 200, ...(undeterminedAfter !== undefined && { undeterminedAfter }) }} />
      </OrderStory>
    </div>
  );
}

/** The status page (/order/status-check?orderId=…): one story per state of the payment-status machine. */
const meta = {
  title: 'Machines/Payment status',
  component: StatusStory,
  args: {},
  parameters: { shell: { path: `/order/status-check?orderId=${orderRef}` } },
} satisfies Meta<typeof StatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { effects: { checkStatus: never } } };

/** Shortened undeterminedAfter: the status never decides. */
export const Undetermined: Story = {
  args: { undeterminedAfter: 50 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

export const Succeeded: Story = {
  args: { effects: { checkStatus: async () => paidStatus } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/contract, the invoice and the code of your lock/)).toBeVisible();
  },
};

export const SucceededSignedIn: Story = { args: { effects: { checkStatus: async () => paidStatus } }, parameters: { shell: { user: demoUser, path: `/order/status-check?orderId=${orderRef}` } } };

export const Failed: Story = { args: { effects: { checkStatus: async () => failedStatus } } };

/** The hold ended: no retry, a new order instead. */
export const FailedHoldExpired: Story = { args: { effects: { checkStatus: async () => expiredStatus } } };

export const RetryingPayment: Story = {
  args: { effects: { checkStatus: async () => failedStatus, retryPayment: never } },
  play: async ({ canvasElement }) => userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay again' })),
};

export const RetryRefused: Story = {
  args: { effects: { checkStatus: async () => failedStatus, retryPayment: () => Promise.reject(new FailureError(409, 'order/hold-expired')) } },
  play: async ({ canvasElement }) => userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay again' })),
};

export const NotFound: Story = { args: { effects: { checkStatus: () => Promise.reject(new FailureError(404, 'not-found')) } } };
