import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeLockPinEffects } from '@machines/lockPin/fakeEffects';
import type { LockPinEffects } from '@machines/lockPin/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { AccessPin } from './AccessPin';

/** A box's lock code on My boxes and the contract page, one story per state of the lock-code machine. */
function Pin({ effects = {} }: { effects?: Partial<LockPinEffects> }) {
  return <AccessPin contractId={7} effects={fakeLockPinEffects(effects)} />;
}

const meta = { title: 'Machines/Lock code', component: Pin, args: {} } satisfies Meta<typeof Pin>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'lockPin', state: name } });
const show = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show code' }));

/** Not on the screen until asked for. */
export const Hidden: Story = {
  parameters: state('Hidden'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show code' })).toBeEnabled();
    await expect(within(canvasElement).queryByText('482915')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: state('Loading'),
  args: { effects: { loadPin: never } },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Shown: Story = {
  parameters: state('Shown'),
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(await within(canvasElement).findByText('482915')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Hide code' })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { loadPin: () => Promise.reject(new FailureError(409, 'contract/not-active')) } },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
