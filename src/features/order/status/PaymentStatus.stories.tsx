import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusStep } from './StatusStep';
import { demoUser } from '@machines/fixtures/user';
import { expiredStatus, failedStatus, orderRef, paidStatus } from '@machines/fixtures/order';
import { OrderStory } from '@tests/support/orderStory';
import { never } from '@tests/support/fakeNetwork';
import { FailureError } from '@machines/shared/failure';
import { fakePaymentStatusEffects } from '@machines/paymentStatus/fakeEffects';
import type { PaymentStatusEffects } from '@machines/paymentStatus/provider';

function StatusStory({
  effects = {},
  undeterminedAfter,
  pollInterval = 200,
}: {
  effects?: Partial<PaymentStatusEffects>;
  undeterminedAfter?: number;
  pollInterval?: number;
}) {
  return (
    <div className="container page">
      <OrderStory>
        <StatusStep
          effects={fakePaymentStatusEffects(effects)}
          delays={{ pollInterval, ...(undeterminedAfter !== undefined && { undeterminedAfter }) }}
        />
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

const state = (name: string) => ({ machineState: { machine: 'paymentStatus', state: name } });
const payAgain = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay again' }));

/** The order id is read from the address at once (a transient state); without one the order is not found. */
export const Starting: Story = { parameters: { shell: { path: '/order/status-check' }, ...state('Starting') } };

/** The status is being asked for. */
export const Pending: Story = { args: { effects: { checkStatus: never } }, parameters: state('Pending.Checking') };

/** Still being processed: the next question waits for the poll interval (made long here). */
export const PendingWaiting: Story = { args: { pollInterval: 600_000 }, parameters: state('Pending.Waiting') };

/** Shortened undeterminedAfter: the status never decides. */
export const Undetermined: Story = {
  parameters: state('Undetermined'),
  args: { undeterminedAfter: 50 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

export const Succeeded: Story = {
  parameters: state('Succeeded'),
  args: { effects: { checkStatus: async () => paidStatus } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/contract, the invoice and the code of your lock/),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Your contract no. SK-2026-000007 is active.')).toBeVisible();
    await expect(
      within(canvasElement).getByText(/in a separate e-mail from us titled “Set your password”/),
    ).toBeVisible();
  },
};

export const SucceededSignedIn: Story = {
  args: { effects: { checkStatus: async () => paidStatus } },
  parameters: { shell: { user: demoUser, path: `/order/status-check?orderId=${orderRef}` }, ...state('Succeeded') },
};

/** The box stays held until the order's hold end, shown with the time. */
export const Failed: Story = {
  args: { effects: { checkStatus: async () => failedStatus } },
  parameters: state('Failed'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Your box is reserved for you until .+\. You can try paying again\./),
    ).toBeVisible();
  },
};

/** The hold ended: no retry, a new order instead. */
export const FailedHoldExpired: Story = {
  args: { effects: { checkStatus: async () => expiredStatus } },
  parameters: state('Failed'),
};

export const RetryingPayment: Story = {
  parameters: state('RetryingPayment'),
  args: { effects: { checkStatus: async () => failedStatus, retryPayment: never } },
  play: async ({ canvasElement }) => payAgain(canvasElement),
};

export const RetryRefused: Story = {
  parameters: state('RetryRefused'),
  args: {
    effects: {
      checkStatus: async () => failedStatus,
      retryPayment: () => Promise.reject(new FailureError(409, 'order/hold-expired')),
    },
  },
  play: async ({ canvasElement }) => payAgain(canvasElement),
};

export const NotFound: Story = {
  args: { effects: { checkStatus: () => Promise.reject(new FailureError(404, 'not-found')) } },
  parameters: state('NotFound'),
};

/** A new payment was started: on the way to the gateway (the fake does not leave the page). */
export const Redirecting: Story = {
  args: { effects: { checkStatus: async () => failedStatus } },
  parameters: state('Redirecting'),
  play: async ({ canvasElement }) => payAgain(canvasElement),
};
