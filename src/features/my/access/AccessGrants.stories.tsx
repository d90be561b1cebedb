import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import { ownBox } from '@machines/fixtures/my';
import { createdGrantFixture, grantsFixture } from '@machines/fixtures/unlockToken';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import type { AccessGrantsEffects } from './accessGrantsEffects';
import type { MyBox } from '../boxes/myBoxes';
import { AccessGrants } from './AccessGrants';

/** A server holding the grants in memory: a new grant joins the list, a revoked one is marked. */
function inMemoryGrants(initial: UnlockTokenInfo[]): AccessGrantsEffects {
  let grants = [...initial];
  return {
    loadGrants: async () => grants,
    generate: async (request) => {
      const created = {
        ...createdGrantFixture,
        email: request.email,
        validFrom: request.validFrom,
        validTo: request.validTo,
      };
      grants = [{ ...created, token: null, link: null }, ...grants];
      return created;
    },
    revoke: async (id) => {
      grants = grants.map((grant) => (grant.id === id ? { ...grant, revokedAt: new Date().toISOString() } : grant));
      return grants.find((grant) => grant.id === id) as UnlockTokenInfo;
    },
  };
}

/** "Give access" of a box on My boxes at phone width, one story per state of its list and form machines. */
function Grants({ effects = {}, box = ownBox }: { effects?: Partial<AccessGrantsEffects>; box?: MyBox }) {
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <AccessGrants box={box} effects={{ ...inMemoryGrants(grantsFixture), ...effects }} />
    </div>
  );
}

const meta = { title: 'Machines/Access grants', component: Grants, args: {} } satisfies Meta<typeof Grants>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (state: string) => ({ machine: 'myList', state });
const form = (state: string) => ({ machine: 'formSubmission', state });
const open = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByText('Give access'));
const grant = async (canvasElement: HTMLElement, email = 'novy@example.com') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail of the person/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
};

/** Closed: nothing is asked for until the customer opens it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Give access')).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** A box shared with the customer: only its owner gives access. */
export const SharedBox: Story = {
  args: { box: { ...ownBox, kind: 'shared', contractNumber: null, ownerName: 'Ján Novák' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Give access')).toBeNull();
  },
};

/** Opened: the form (now, for one day, in the page's language) and the grants given so far. */
export const Editing: Story = {
  parameters: { machineState: [form('Editing'), list('Loaded')] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('stahovaci@example.com')).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
    await expect(canvas.getByText('Not valid yet')).toBeVisible();
    await expect(canvas.getByText(/^Revoked on /)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language of the e-mail' })).toHaveValue('EN');
    await expect(canvas.getByLabelText(/Access from/)).not.toHaveValue('');
  },
};

export const ListLoading: Story = {
  parameters: { machineState: list('Loading') },
  args: { effects: { loadGrants: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const ListEmpty: Story = {
  parameters: { machineState: list('Empty') },
  args: { effects: { loadGrants: async () => [] } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      await within(canvasElement).findByText('You have not given anyone access to this box yet.'),
    ).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: { machineState: list('Failed') },
  args: { effects: { loadGrants: () => Promise.reject(new FailureError(503, 'maintenance')) } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { machineState: form('Submitting') },
  args: { effects: { generate: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await grant(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The server refuses the window: the message stands at "Access until". */
export const Failed: Story = {
  parameters: { machineState: form('Failed') },
  args: {
    effects: {
      generate: () =>
        Promise.reject(
          new FailureError(400, 'unlock-token/window-invalid', [
            { path: 'body.validTo', code: 'unlock-token/window-invalid' },
          ]),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await grant(canvasElement);
    const until = await within(canvasElement).findByLabelText(/Access until/);
    await waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(canvasElement).getByText(/must end after it starts/)).toBeVisible();
  },
};

/** Granted: the link shown once with a copy button, and the new grant in the list. */
export const Succeeded: Story = {
  parameters: { machineState: form('Succeeded') },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await grant(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Access granted\. We have sent the link to novy@example\.com\./),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Access link' })).toHaveValue(createdGrantFixture.link);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByText(/copied/)).toBeVisible();
    await expect(await canvas.findByText('novy@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Give access to someone else' }));
    await expect(await canvas.findByRole('textbox', { name: /E-mail of the person/ })).toHaveValue('');
    await expect(canvas.queryByRole('textbox', { name: 'Access link' })).toBeNull();
  },
};

/** Revoking asks first; "keep it" changes nothing, "yes" marks the grant revoked. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke the access of stahovaci@example.com' }));
    await expect(
      canvas.getByText('Revoke the access of stahovaci@example.com? The link stops working at once.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('button', { name: 'Revoke the access of stahovaci@example.com' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the access of stahovaci@example.com' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(canvas.getAllByText(/^Revoked on /)).toHaveLength(2));
    await expect(canvas.getAllByText(/^Revoked on /)[0]).toHaveFocus();
  },
};
