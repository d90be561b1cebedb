import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyReferral } from '@machines/fixtures/referral';
import { fakeReferralEffects } from '@machines/referral/fakeEffects';
import type { ReferralEffects } from '@machines/referral/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { ReferralBlock } from './ReferralBlock';

/** The profile's referral group, one story per state of the referral machine. */
function Referral({ effects = {} }: { effects?: Partial<ReferralEffects> }) {
  return (
    <main>
      <ReferralBlock effects={fakeReferralEffects(effects)} />
    </main>
  );
}

const meta = { title: 'Machines/Referral', component: Referral, args: {} } satisfies Meta<typeof Referral>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'referral', state: name } });

export const Loading: Story = {
  parameters: state('Loading'),
  args: { effects: { loadReferral: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

/** The link, two contracts, 20 € earned, 15 € left and three movements. */
export const Shown: Story = {
  parameters: state('Shown.Idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'https://selfstorage.example/?ref=k7m2q9xwd4' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getAllByText('Reward for a customer you recommended')).toHaveLength(2);
    await expect(canvas.getByText('Paid towards your rent')).toBeVisible();
  },
};

export const ShownWithoutMovements: Story = {
  parameters: state('Shown.Idle'),
  args: { effects: { loadReferral: async () => emptyReferral } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No movements yet.')).toBeVisible();
  },
};

export const Copying: Story = {
  parameters: state('Shown.Copying'),
  args: { effects: { copyLink: never } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Copy link' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

export const Copied: Story = {
  parameters: state('Shown.Idle'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy link' }));
    await expect(await within(canvasElement).findByText('The link has been copied.')).toBeVisible();
  },
};

export const CopyRefused: Story = {
  parameters: state('Shown.Idle'),
  args: { effects: { copyLink: () => Promise.reject(new Error('denied')) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy link' }));
    await expect(await within(canvasElement).findByText(/could not be copied/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { loadReferral: () => Promise.reject(new FailureError(503, 'weApologize')) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
