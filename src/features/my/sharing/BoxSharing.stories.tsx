import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeBoxSharingEffects } from '@machines/boxSharing/fakeEffects';
import type { BoxSharingEffects } from '@machines/boxSharing/effects';
import { ownBox, sharedBoxes } from '@machines/fixtures/my';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import type { MyBox } from '../boxes/myBoxes';
import { BoxSharing } from './BoxSharing';

const sharedWithMe = sharedBoxes.sharedWithMe[0];
const sharedBox: MyBox = {
  ...ownBox,
  kind: 'shared',
  contractId: sharedWithMe.contractId,
  contractNumber: null,
  boxId: sharedWithMe.boxId,
  boxName: sharedWithMe.boxName,
  status: null,
  ownerName: sharedWithMe.ownerName,
};

/** "Share" of a box on My boxes at phone width, one story per state of the box-sharing machine. */
function ShareDialog({ effects = {}, box = ownBox }: { effects?: Partial<BoxSharingEffects>; box?: MyBox }) {
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <BoxSharing box={box} effects={fakeBoxSharingEffects(effects)} />
    </div>
  );
}

const meta = { title: 'Machines/Box sharing', component: ShareDialog, args: {} } satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'boxSharing', state: name } });
const open = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByText('Share', { selector: 'summary' }));
const shareWith = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/E-mail of their account/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
};
const askRemoval = async (canvasElement: HTMLElement) =>
  userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Remove the sharing with jana.novakova@example.com' }),
  );

export const Loading: Story = {
  parameters: state('Loading'),
  args: { effects: { loadShares: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/Loading/);
  },
};

export const LoadFailed: Story = {
  parameters: state('LoadFailed'),
  args: { effects: { loadShares: () => Promise.reject(new FailureError(0, 'weApologize')) } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Who the box is shared with, and the e-mail field for one more. */
export const Ready: Story = {
  parameters: state('Ready'),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('jana.novakova@example.com')).toBeVisible();
    await expect(canvas.getByText('marek.horvat@example.com')).toBeVisible();
  },
};

export const Shared: Story = {
  parameters: state('Ready'),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await shareWith(canvasElement, 'eva.mala@example.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/now shared with eva.mala@example.com/)).toBeVisible();
    await expect(canvas.getByText('eva.mala@example.com')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail of their account/)).toHaveValue('');
  },
};

/** No account with the e-mail: the catalogue's message stands by the field. */
export const UnknownEmail: Story = {
  parameters: state('Ready'),
  args: {
    effects: {
      share: () =>
        Promise.reject(
          new FailureError(404, 'boxSharing/user-email-not-found', [
            { path: 'email', code: 'boxSharing/user-email-not-found' },
          ]),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await shareWith(canvasElement, 'nobody@example.com');
    await expect(
      await within(canvasElement).findByText('The user does not exist, ask them to register first.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/E-mail of their account/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const OwnEmail: Story = {
  parameters: state('Ready'),
  args: {
    effects: {
      share: () => Promise.reject(new FailureError(400, 'bad-request', [{ path: 'email', code: 'bad-request' }])),
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await shareWith(canvasElement, 'me@example.com');
    await expect(await within(canvasElement).findByText(/e-mail of your own account/)).toBeVisible();
  },
};

export const Sharing: Story = {
  parameters: state('Sharing'),
  args: { effects: { share: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await shareWith(canvasElement, 'eva.mala@example.com');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Loading…' })).toBeDisabled());
  },
};

/** Removing asks first; keeping it changes nothing. */
export const ConfirmingRemoval: Story = {
  parameters: state('ConfirmingRemoval'),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await askRemoval(canvasElement);
    const group = await within(canvasElement).findByRole('group', {
      name: 'Remove the sharing with jana.novakova@example.com',
    });
    await expect(group).toHaveTextContent('Stop sharing the box with jana.novakova@example.com?');
    await expect(within(group).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
  },
};

export const Removing: Story = {
  parameters: state('Removing'),
  args: { effects: { unshare: never } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await askRemoval(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Yes, remove' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Yes, remove' })).toBeDisabled();
  },
};

export const Removed: Story = {
  parameters: state('Ready'),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await askRemoval(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(canvasElement).queryByText('jana.novakova@example.com')).toBeNull());
    await expect(within(canvasElement).getByText('marek.horvat@example.com')).toBeVisible();
  },
};

/** A box shared with the customer cannot be shared on: no "Share" at all. */
export const OnASharedBox: Story = {
  args: { box: sharedBox },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Share')).toBeNull();
  },
};
