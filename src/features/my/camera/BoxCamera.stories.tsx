import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeCameraSnapshotEffects } from '@machines/cameraSnapshot/fakeEffects';
import type { CameraSnapshotEffects } from '@machines/cameraSnapshot/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { BoxCamera } from './BoxCamera';

/** "Camera" on a box card of My boxes, one story per state of the camera machine. */
function Camera({ effects = {} }: { effects?: Partial<CameraSnapshotEffects> }) {
  return <BoxCamera contractId={7} boxName="A-12" effects={fakeCameraSnapshotEffects(effects)} />;
}

const meta = { title: 'Machines/Box camera', component: Camera, args: {} } satisfies Meta<typeof Camera>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'cameraSnapshot', state: name } });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const open = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Camera' }));

/** Nothing is taken until the customer asks. */
export const Idle: Story = {
  parameters: state('Idle'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Camera' })).toBeEnabled();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: state('Loading'),
  args: { effects: { capture: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText('Taking a picture…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
};

export const Shown: Story = {
  parameters: state('Shown'),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Camera – box A-12' }));
    await expect(await dialog.findByRole('img', { name: 'Current camera picture of box A-12' })).toBeVisible();
    await expect(dialog.getByText(/^Taken at /)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { capture: () => Promise.reject(new FailureError(503, 'camera/unavailable')) } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The camera is not answering');
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};
