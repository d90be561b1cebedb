import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { detailFixture, detailRoutes } from '@machines/fixtures/warehouse';
import { unanswered } from '@tests/support/fakeNetwork';
import LocationScreen from './LocationScreen';

const detail = (name: string) => ({ machine: 'warehouseDetail', state: name });
const notifyMe = (name: string) => ({ machine: 'notifyMe', state: name });
const subscribe = 'PUT /api/client/warehouse/1/subscribe/new-free-box';

/** The warehouse detail screen in the states of the detail machine, over a faked API. */
const meta = {
  title: 'Screens/Find a box/Warehouse detail',
  component: LocationScreen,
  args: { params: { id: '1' } },
  parameters: { shell: { path: '/location/1' }, network: detailRoutes(detailFixture()) },
} satisfies Meta<typeof LocationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { network: { 'GET /api/client/warehouse/1': unanswered }, machineState: detail('Loading') },
};

/** Free boxes, smallest first, each with its order button. */
export const Boxes: Story = { parameters: { machineState: detail('Ready') } };

/** The floor plan with a free box selected: its size, price and the order button below. */
export const FloorPlanWithSelection: Story = {
  parameters: { shell: { path: '/location/1?display=plan' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /^Box A-003/ }));
    await expect(await canvas.findByRole('link', { name: 'Order box A-003' })).toBeVisible();
  },
};

const fullRoutes = detailRoutes(detailFixture({ freeBoxCount: 0, hasFreeBoxes: false, priceFrom: null }), {
  allTaken: true,
});

/** Every box rented: the notify-me form instead of order buttons. */
export const FullWithNotifyMe: Story = {
  parameters: {
    network: { ...fullRoutes, [subscribe]: { body: { subscribed: true } } },
    machineState: [detail('Ready'), notifyMe('Editing')],
  },
};

async function askToBeNotified(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('E-mail *'), 'jana@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
  return canvas;
}

export const NotifyMeInvalid: Story = {
  parameters: FullWithNotifyMe.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone (optional)'), '0900 123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText('Mandatory.')).toBeVisible();
  },
};

/** Checked by the contract's rules before anything is sent (they load with the first check): the button is busy meanwhile. */
export const NotifyMeChecking: Story = {
  parameters: { ...FullWithNotifyMe.parameters, machineState: notifyMe('Checking') },
  play: async ({ canvasElement }) => {
    await askToBeNotified(canvasElement);
  },
};

/** The request is on its way. */
export const NotifyMeSubmitting: Story = {
  parameters: { network: { ...fullRoutes, [subscribe]: unanswered }, machineState: notifyMe('Submitting') },
  play: async ({ canvasElement }) => {
    await askToBeNotified(canvasElement);
  },
};

export const NotifyMeSubscribed: Story = {
  parameters: { ...FullWithNotifyMe.parameters, machineState: notifyMe('Subscribed') },
  play: async ({ canvasElement }) => {
    const canvas = await askToBeNotified(canvasElement);
    await expect(await canvas.findByText(/your request has been registered/)).toBeVisible();
  },
};

/** The same contact again: 409, shown as friendly information. */
export const NotifyMeAlreadyRegistered: Story = {
  parameters: {
    network: {
      ...fullRoutes,
      [subscribe]: {
        status: 409,
        body: { status: 409, code: 'notify-me/already-registered', detail: 'Already registered' },
      },
    },
    machineState: notifyMe('AlreadyRegistered'),
  },
  play: async ({ canvasElement }) => {
    const canvas = await askToBeNotified(canvasElement);
    await expect(await canvas.findByText(/Your request is already registered/)).toBeVisible();
  },
};

/** Deactivated: no ordering, nothing selectable, alternatives instead. */
export const Deactivated: Story = {
  parameters: {
    shell: { path: '/location/1?display=plan' },
    network: detailRoutes(
      detailFixture({ deactivation: { deactivated: true }, freeBoxCount: 0, hasFreeBoxes: false, priceFrom: null }),
      { allTaken: true },
    ),
  },
};

/** Opens later: orders are taken now, the rent starts on the opening day. */
export const OpeningLater: Story = {
  parameters: { network: detailRoutes(detailFixture({ unavailable: { availableFrom: '2026-03-01' } })) },
};

/** The BUX branch: its own wording of the barrier-free entrance. */
export const BarrierFreeBranch: Story = {
  parameters: {
    network: detailRoutes(
      detailFixture({ branchCode: 'BUX', features: { ...detailFixture().features, barrierFreeEntrance: true } }),
    ),
  },
};

export const NotFound: Story = { parameters: { network: {}, machineState: detail('NotFound') } };

export const Failed: Story = {
  parameters: {
    network: {
      'GET /api/client/warehouse/1': { status: 503, body: { status: 503, code: 'maintenance', detail: 'x' } },
    },
    machineState: detail('Failed'),
  },
};
