import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { myAreaRoutes, unpaidRent } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { fakeRentPaymentEffects } from '@machines/rentPayment/fakeEffects';
import type { RentPaymentEffects } from '@machines/rentPayment/provider';
import { FailureError } from '@machines/shared/failure';
import { never, withRoutes } from '@tests/support/fakeNetwork';
import { PayRentButton } from './PayRentButton';
import RentPaymentScreen from './RentPaymentScreen';

/** Paying a rent: the pay button of My rents and the page the card gateway returns to; one story per state of the rent payment machine. */
function ReturnPage({
  effects = {},
  takingLongerAfter,
  pollInterval = 200,
}: {
  effects?: Partial<RentPaymentEffects>;
  takingLongerAfter?: number;
  pollInterval?: number;
}) {
  return (
    <RentPaymentScreen
      params={{ id: String(unpaidRent.id) }}
      effects={fakeRentPaymentEffects(effects)}
      delays={{ pollInterval, ...(takingLongerAfter !== undefined && { takingLongerAfter }) }}
    />
  );
}

const meta = {
  title: 'Machines/Rent payment',
  component: ReturnPage,
  args: {},
  parameters: {
    shell: { path: `/my/rents/${unpaidRent.id}/payment`, user: demoUser },
    network: withRoutes(accountRoutes(), myAreaRoutes()),
  },
} satisfies Meta<typeof ReturnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'rentPayment', state: name } });
const payAgain = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay again' }));
const failedCheck = { checkPayment: async () => ({ state: 'FAILED' as const, invoiceId: unpaidRent.invoiceId }) };

/** The pay button of My rents. */
export const Idle: Story = {
  render: () => <PayRentButton rentId={unpaidRent.id} effects={fakeRentPaymentEffects()} />,
  parameters: state('Idle'),
};

/** Where it starts: decided at once by the page it runs on (a transient state). */
export const Entering: Story = { parameters: state('Entering') };

export const Starting: Story = {
  render: () => <PayRentButton rentId={unpaidRent.id} effects={fakeRentPaymentEffects({ startPayment: never })} />,
  parameters: state('Starting'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Going to the payment…' })).toBeDisabled();
  },
};

/** On the way to the gateway (the fake does not leave the page). */
export const Redirecting: Story = {
  render: () => <PayRentButton rentId={unpaidRent.id} effects={fakeRentPaymentEffects()} />,
  parameters: state('Redirecting'),
  play: async ({ canvasElement }) => userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay' })),
};

export const StartFailed: Story = {
  render: () => (
    <PayRentButton
      rentId={unpaidRent.id}
      effects={fakeRentPaymentEffects({
        startPayment: () => Promise.reject(new FailureError(409, 'rent/already-paid')),
      })}
    />
  ),
  parameters: state('StartFailed'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay' }));
    await expect(await within(canvasElement).findByText('This invoice is already paid.')).toBeVisible();
  },
};

export const Checking: Story = { args: { effects: { checkPayment: never } }, parameters: state('Polling.Checking') };

export const Waiting: Story = { args: { pollInterval: 600_000 }, parameters: state('Polling.Waiting') };

export const TakingLonger: Story = {
  args: { takingLongerAfter: 50 },
  parameters: state('TakingLonger'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

export const Paid: Story = {
  args: { effects: { checkPayment: async () => ({ state: 'PAID', invoiceId: unpaidRent.invoiceId }) } },
  parameters: state('Paid'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Thank you, the rent is paid')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Download the invoice (PDF)' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { effects: failedCheck },
  parameters: state('Failed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The payment did not go through')).toBeVisible();
  },
};

/** Paying again after a failure starts a new card payment. */
export const FailedThenPayAgain: Story = {
  args: { effects: { ...failedCheck, startPayment: never } },
  play: async ({ canvasElement }) => {
    await payAgain(canvasElement);
    await expect(await within(canvasElement).findByText('Going to the payment…')).toBeVisible();
  },
};

/** The page as the app runs it, against the payment status call: a rent already paid. */
export const PaidFromTheServer: Story = {
  render: () => <RentPaymentScreen params={{ id: '30' }} />,
  parameters: {
    network: withRoutes(accountRoutes(), myAreaRoutes(), {
      'GET /api/client/my/rents/30/payment-status': {
        body: { rentId: 30, status: 'PAID', payingStatus: 'PAID', payment: { state: 'PAID' }, invoiceId: 900 },
      },
      'GET /api/client/my/rents/99/payment-status': apiError(404, 'not-found'),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Thank you, the rent is paid')).toBeVisible();
  },
};
