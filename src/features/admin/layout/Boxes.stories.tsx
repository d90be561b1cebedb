import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { warehouseLayout } from '@machines/fixtures/layout';
import { staffMe, supportMe } from '@machines/fixtures/staff';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { BoxesScreen } from './BoxesScreen';
import type { LayoutActions } from './layoutEffects';

/** A warehouse's floors and boxes, with its calls answered at once (or never, or refused). */
const actions: LayoutActions = {
  addFloor: async () => ({ floor: 2, label: 'Floor 2', fixtures: [] }),
  createBox: async (body) => ({ ...warehouseLayout.boxes[2], ...body, id: 40 }),
  updateBox: async (id, body) => ({ ...warehouseLayout.boxes.find((b) => b.id === id)!, ...body }),
  block: async (id, reason) => ({
    ...warehouseLayout.boxes.find((b) => b.id === id)!,
    status: 'BLOCKED',
    blockedReason: reason,
  }),
  unblock: async (id) => ({ ...warehouseLayout.boxes.find((b) => b.id === id)!, status: 'FREE', blockedReason: null }),
  deleteBox: async () => undefined,
};
const loaded = { load: async () => [warehouseLayout] };

const meta = {
  title: 'Console/Boxes',
  component: BoxesScreen,
  args: { me: staffMe, warehouseId: 3, effects: loaded, actions },
  parameters: { shell: { path: '/admin/network/3/boxes' } },
} satisfies Meta<typeof BoxesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The floors and boxes are still loading. */
export const Loading: Story = {
  args: { effects: { load: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** They could not be loaded: the page offers to try again. */
export const Failed: Story = {
  args: { effects: { load: () => Promise.reject(new FailureError(500, 'weApologize')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The ground floor's plan and boxes; a box moved with the keyboard, its new place ready to save. */
export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('button', { name: /Box A-003, Free, 500 cm from the left/ });
    box.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(canvas.getByText('A-003 stands 510 cm from the left and 200 cm from the top.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save the new place' })).toBeVisible();
  },
};

/** A rented box: it is neither blocked nor deleted, and the page says why. */
export const RentedBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open A-001' }));
    await expect(canvas.getByText(/A-001 is rented or held by an order/)).toBeVisible();
    await expect(canvas.getByText(/A-001 has been ordered/)).toBeVisible();
  },
};

/** Support sees the plan and the boxes and changes nothing. */
export const ReadOnly: Story = {
  args: { me: supportMe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Floor plan: Ground floor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a floor' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Add a box' })).toBeNull();
  },
};
