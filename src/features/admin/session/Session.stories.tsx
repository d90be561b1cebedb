import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { networkWarehouses, ownerMe, staffMe } from '@machines/fixtures/staff';
import { FailureError } from '@machines/shared/failure';
import { fakeStaffSessionEffects } from '@machines/staffSession/fakeEffects';
import type { StaffSessionEffects } from '@machines/staffSession/provider';
import { never } from '@tests/support/fakeNetwork';
import AdminConsole from '../AdminConsole';

/** The console's sign-in and frame, one story per state of the staff session machine. */
function Console({ effects = {} }: { effects?: Partial<StaffSessionEffects> }) {
  return <AdminConsole effects={fakeStaffSessionEffects(effects)} />;
}

const meta = {
  title: 'Console/Sign-in',
  component: Console,
  args: {},
  parameters: {
    shell: { path: '/admin/network' },
    network: { 'GET /api/admin/network': { body: { warehouses: networkWarehouses } } },
  },
} satisfies Meta<typeof Console>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'staffSession', state: name } });
const refused = (status: number, code: 'invalid-credentials' | 'staff/invalid-code' | 'staff/sign-in-expired') => () =>
  Promise.reject(new FailureError(status, code));

async function signInWithPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/E-mail/), 'ada.admin@self-storage.example');
  await userEvent.type(canvas.getByLabelText(/Password/), 'Console-pass 2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const Restoring: Story = {
  parameters: state('Restoring'),
  args: { effects: { restore: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** E-mail and password, with why the last attempt was refused. */
export const SignedOut: Story = {
  parameters: state('SignedOut'),
  args: { effects: { submitPassword: refused(401, 'invalid-credentials') } },
  play: async ({ canvasElement }) => {
    await signInWithPassword(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  },
};

export const CheckingPassword: Story = {
  parameters: state('Password'),
  args: { effects: { submitPassword: never } },
  play: async ({ canvasElement }) => {
    await signInWithPassword(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The second step: the code from the app, with why the last code was refused. */
export const EnteringCode: Story = {
  parameters: state('SecondFactor.Entering'),
  args: { effects: { submitCode: refused(401, 'staff/invalid-code') } },
  play: async ({ canvasElement }) => {
    await signInWithPassword(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Code/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This code is wrong or has already been used.');
    await expect(canvas.getByRole('button', { name: 'Use a different account' })).toBeVisible();
  },
};

export const VerifyingCode: Story = {
  parameters: state('SecondFactor.Verifying'),
  args: { effects: { submitCode: never } },
  play: async ({ canvasElement }) => {
    await signInWithPassword(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An admin sees every section; the network lists every warehouse. */
export const SignedIn: Story = {
  parameters: state('SignedIn'),
  args: { effects: { restore: async () => staffMe } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Console sections' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Network',
      'Staff',
      'Audit log',
      'Vouchers',
      'Messages',
    ]);
    await expect(await canvas.findByRole('rowheader', { name: 'Praha – Smíchov' })).toBeVisible();
  },
};

/** An owner sees the network and the audit log of their warehouses, not the staff. */
export const SignedInOwner: Story = {
  parameters: state('SignedIn'),
  args: { effects: { restore: async () => ownerMe } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Console sections' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Network', 'Audit log']);
  },
};

export const SigningOut: Story = {
  parameters: state('SigningOut'),
  args: { effects: { restore: async () => staffMe, signOut: never } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** The session ended by itself: the sign-in form says so. */
export const Expired: Story = {
  parameters: state('Expired'),
  args: {
    effects: {
      restore: async () => staffMe,
      watchSessionEnd: (onEnded) => {
        const timer = setTimeout(onEnded, 50);
        return () => clearTimeout(timer);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your session has ended. Sign in again to continue.'),
    ).toBeVisible();
  },
};
