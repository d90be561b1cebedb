import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminVoucher } from '@contract/admin/vouchers';
import { adminVouchers } from '@machines/fixtures/promotions';
import { FailureError } from '@machines/shared/failure';
import { listActions, listOf } from '@tests/support/consoleListActions';
import { never } from '@tests/support/fakeNetwork';
import type { VoucherActions } from './voucherEffects';
import { VouchersScreen } from './VouchersScreen';

/** The vouchers page with its calls answered at once (or never, or refused). */
const actionsWith = (over: Partial<VoucherActions> = {}): VoucherActions => ({
  ...listActions(
    adminVouchers,
    (body: Parameters<VoucherActions['create']>[0]) =>
      ({ ...adminVouchers[1], ...body, id: 99, uses: 0 }) as AdminVoucher,
  ),
  ...over,
});

const meta = {
  title: 'Console/Vouchers',
  component: VouchersScreen,
  args: { effects: listOf(async () => adminVouchers), actions: actionsWith() },
  parameters: { shell: { path: '/admin/vouchers' } },
} satisfies Meta<typeof VouchersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { effects: listOf(never) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Every voucher with its terms, validity and uses against its limit. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: /SUMMER25/ })).closest('tr')!;
    await expect(within(row).getByText('12 / 100')).toBeInTheDocument();
    await expect(within(row).getByText('Every period')).toBeInTheDocument();
  },
};

/** A used voucher's form: its terms are shown, not offered. */
export const ChangingUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change SUMMER25' }));
    const form = within(canvas.getByRole('form', { name: 'Voucher SUMMER25' }));
    await expect(form.getByText(/Orders used this voucher 12 times/)).toBeInTheDocument();
    await expect(form.queryByLabelText(/Percentage/)).toBeNull();
  },
};

/** A duplicate code, refused at its field. */
export const CodeTaken: Story = {
  args: {
    actions: actionsWith({
      create: () =>
        Promise.reject(
          new FailureError(409, 'voucher/code-exists', [{ path: 'body.code', code: 'voucher/code-exists' }]),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'New voucher' }));
    await userEvent.type(form.getByLabelText(/Code/), 'summer25');
    await userEvent.type(form.getByLabelText(/^Percentage/), '20');
    await userEvent.click(form.getByRole('button', { name: 'Create voucher' }));
    await expect(await form.findByText('Another voucher has this code.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { effects: listOf(async () => []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No vouchers yet.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { effects: listOf(() => Promise.reject(new FailureError(500, 'weApologize'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
