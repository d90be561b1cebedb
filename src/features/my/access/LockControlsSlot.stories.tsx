import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AccessLogEntry } from '@contract/lock';
import { accessLogFixture as log, activeContract, myBoxOf, terminatingContract } from '@machines/fixtures/my';
import { jsonResponse } from '@tests/support/fakeNetwork';
import type { MyBox } from '../boxes/myBoxes';
import { LockControlsSlot } from './LockControlsSlot';

/** The lock controls of a box on My boxes: three locks in a smart-lock warehouse, none with a keypad. */
function Slot({ box }: { box: MyBox }) {
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <LockControlsSlot box={box} />
    </div>
  );
}

const meta = {
  title: 'Screens/My boxes – locks',
  component: Slot,
  args: { box: myBoxOf(activeContract) },
} satisfies Meta<typeof Slot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How often the story's server was asked for the access log. */
const logRequests: string[] = [];
const logRoute = (entries: AccessLogEntry[]) => ({
  [`GET /api/client/lock-v2/access-log/${activeContract.boxId}`]: (request: Request) => {
    logRequests.push(request.url);
    return jsonResponse(entries);
  },
});

const openLog = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByText('Access log'));

/** An own box in a smart-lock warehouse: entrance, backup entrance and box door; the log is read only when opened. */
export const SmartLocks: Story = {
  parameters: { network: logRoute(log) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const lock of ['Warehouse entrance', 'Backup entrance', 'Box door'])
      await expect(await canvas.findByRole('button', { name: `${lock} Press to open` })).toBeVisible();
    logRequests.length = 0;
    await expect(logRequests).toHaveLength(0);
    await openLog(canvasElement);
    await expect(await canvas.findByText('You')).toBeVisible();
    await expect(logRequests).toHaveLength(1);
    await expect(canvas.getByText('mover@example.com (access link)')).toBeVisible();
    await expect(canvas.getByText('Refused: You are too far away from the lock.')).toBeVisible();
    await expect(canvas.getByText('peter.kovac@example.com')).toBeVisible();
    await expect(canvas.getByText('The lock did not respond')).toBeVisible();
  },
};

export const AccessLogEmpty: Story = {
  parameters: { network: logRoute([]) },
  play: async ({ canvasElement }) => {
    await openLog(canvasElement);
    await expect(await within(canvasElement).findByText('Nobody has opened these locks yet.')).toBeVisible();
  },
};

/** A box shared with the customer opens the same locks; its access log is its owner's. */
export const SharedBox: Story = {
  args: { box: myBoxOf(activeContract, 'shared') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Box door Press to open' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Access log')).toBeNull();
  },
};

/** A keypad warehouse: its entrance code is on the card, there is nothing to open here. */
export const KeypadWarehouse: Story = {
  args: { box: myBoxOf(terminatingContract) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
