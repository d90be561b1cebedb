import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FailureError } from '@machines/shared/failure';
import { fakeStaffSetupEffects } from '@machines/staffSetup/fakeEffects';
import type { StaffSetupEffects } from '@machines/staffSetup/provider';
import { never } from '@tests/support/fakeNetwork';
import { SetupScreen } from './SetupScreen';

/** A new staff member's set-up page, one story per state of the set-up machine. */
function Setup({ effects = {} }: { effects?: Partial<StaffSetupEffects> }) {
  return <SetupScreen effects={fakeStaffSetupEffects(effects)} />;
}

const meta = {
  title: 'Console/Set-up',
  component: Setup,
  args: {},
  parameters: { shell: { path: '/admin/setup?token=k3Jx9QmZ2pV7tLwR4sYb' } },
} satisfies Meta<typeof Setup>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (...names: string[]) => ({ machineState: names.map((name) => ({ machine: 'staffSetup', state: name })) });

async function finish(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/New password/), 'Console-pass 2026!');
  await userEvent.type(canvas.getByLabelText(/Repeat the password/), 'Console-pass 2026!');
  await userEvent.type(canvas.getByLabelText(/Code from the app/), '123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Finish set-up' }));
}

/** The link is checked and opened (a token in the address first). */
export const Opening: Story = {
  parameters: state('Checking', 'Opening'),
  args: { effects: { open: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** The key for the app, then the password and the first code; a refused code is said on the form. */
export const Enrolling: Story = {
  parameters: state('Enrolling.Editing'),
  args: { effects: { complete: () => Promise.reject(new FailureError(401, 'staff/invalid-code')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    await finish(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This code is wrong or has already been used.');
  },
};

export const Saving: Story = {
  parameters: state('Enrolling.Saving'),
  args: { effects: { complete: never } },
  play: async ({ canvasElement }) => {
    await finish(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Done: the ten recovery codes, shown this once, and the way to sign in. */
export const Done: Story = {
  parameters: state('Done'),
  play: async ({ canvasElement }) => {
    await finish(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/admin');
  },
};

/** A used, expired or unknown link. */
export const Invalid: Story = {
  parameters: state('Invalid'),
  args: { effects: { open: () => Promise.reject(new FailureError(400, 'staff/setup-link-invalid')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This set-up link cannot be used' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ask an administrator for a new one.');
  },
};
