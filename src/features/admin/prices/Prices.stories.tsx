import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { warehousePrices } from '@machines/fixtures/layout';
import { staffMe, supportMe } from '@machines/fixtures/staff';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { PricesScreen } from './PricesScreen';
import type { PriceActions } from './pricesEffects';

/** A warehouse's prices, with its calls answered at once (or never, or refused). */
const actions: PriceActions = {
  schedule: async () => warehousePrices.changes[0],
  withdraw: async () => ({ ...warehousePrices.changes[0], state: 'WITHDRAWN' }),
};

const meta = {
  title: 'Console/Prices',
  component: PricesScreen,
  args: { me: staffMe, warehouseId: 3, effects: { load: async () => [warehousePrices] }, actions },
  parameters: { shell: { path: '/admin/network/3/prices' } },
} satisfies Meta<typeof PricesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prices are still loading. */
export const Loading: Story = {
  args: { effects: { load: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Today's prices, the form for a new one and the changes, a scheduled one withdrawable. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Set a price from a day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Withdraw the change from/ })).toBeVisible();
  },
};

/** A day already past is refused by the server, on its field. */
export const Refused: Story = {
  args: {
    actions: {
      ...actions,
      schedule: () =>
        Promise.reject(
          new FailureError(400, 'price/effective-in-past', [
            { path: 'body.effectiveFrom', code: 'price/effective-in-past' },
          ]),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Set a price from a day' }));
    await userEvent.type(form.getByLabelText(/Price a month/), '64');
    await userEvent.type(form.getByLabelText(/Reason/), 'Price list 2027');
    await userEvent.click(form.getByRole('button', { name: 'Save the price' }));
    await expect(await form.findByText('A price can apply from today or a later day.')).toBeVisible();
  },
};

/** Support reads the prices and changes none. */
export const ReadOnly: Story = {
  args: { me: supportMe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Price changes' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Set a price from a day' })).toBeNull();
  },
};
