import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError, demoProfile } from '@machines/fixtures/account';
import { unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { findForm as form } from '@tests/support/storyQueries';
import { demoUser } from '@machines/fixtures/user';

/** My profile (one story per state of the profile machine), change password and cancellation, with their error states. */
const meta = {
  title: 'Screens/Account forms',
  component: AppShell,
  parameters: { network: accountRoutes() },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (path: string, routes: FakeRoutes = {}) => ({
  shell: { path, user: demoUser },
  network: withRoutes(accountRoutes(), routes),
});
const profile = (name: string) => ({ machineState: { machine: 'profile', state: name } });
const submission = (name: string) => ({ machineState: { machine: 'formSubmission', state: name } });
const saveProfile = async (canvasElement: HTMLElement) =>
  userEvent.click((await form(canvasElement, 'My profile')).getByRole('button', { name: 'Save changes' }));

export const ProfileLoading: Story = {
  parameters: { ...signedIn('/my/profile', { 'GET /api/client/my/profile': unanswered }), ...profile('Loading') },
};

export const ProfileLoadFailed: Story = {
  parameters: {
    ...signedIn('/my/profile', { 'GET /api/client/my/profile': apiError(503, 'maintenance') }),
    ...profile('LoadFailed'),
  },
};

export const ProfileEditing: Story = { parameters: { ...signedIn('/my/profile'), ...profile('Editing') } };

export const ProfileEditingCompany: Story = {
  parameters: signedIn('/my/profile', {
    'GET /api/client/my/profile': {
      body: {
        ...demoProfile,
        invoicingDetails: {
          ...demoProfile.invoicingDetails!,
          type: 'PravnickaOsoba',
          company: { name: 'Nováková s.r.o.', ico: '35763469', dic: '2020273893', icoDph: 'SK2020273893' },
        },
      },
    },
  }),
};

export const ProfileWithoutInvoicingDetails: Story = {
  parameters: signedIn('/my/profile', {
    'GET /api/client/my/profile': { body: { ...demoProfile, invoicingDetails: null } },
  }),
};

export const ProfileSaving: Story = {
  parameters: { ...signedIn('/my/profile', { 'PUT /api/client/my/profile': unanswered }), ...profile('Saving') },
  play: async ({ canvasElement }) => saveProfile(canvasElement),
};

export const ProfileSaved: Story = {
  parameters: { ...signedIn('/my/profile'), ...profile('Saved') },
  play: async ({ canvasElement }) => {
    await saveProfile(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Your changes have been saved.');
  },
};

export const ProfileSaveFailedPhoneExists: Story = {
  parameters: {
    ...signedIn('/my/profile', {
      'PUT /api/client/my/profile': apiError(409, 'registration/phone-exists', [
        { path: 'body.contact.phoneNumber', code: 'registration/phone-exists' },
      ]),
    }),
    ...profile('SaveFailed'),
  },
  play: async ({ canvasElement }) => {
    await saveProfile(canvasElement);
    await expect(await within(canvasElement).findByText('This telephone number already exists.')).toBeInTheDocument();
  },
};

export const ProfileSaveFailedStale: Story = {
  parameters: signedIn('/my/profile', {
    'PUT /api/client/my/profile': apiError(409, 'stale-version', [
      { path: 'body.invoicingDetails.version', code: 'stale-version' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    await saveProfile(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Load the current details' }),
    ).toBeInTheDocument();
  },
};

export const ProfileMissingCompanyFields: Story = {
  parameters: signedIn('/my/profile'),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement, 'My profile');
    await userEvent.click(f.getByRole('radio', { name: 'Company' }));
    await userEvent.click(f.getByRole('button', { name: 'Save changes' }));
    await expect(f.getByLabelText(/^Company name/)).toHaveFocus();
  },
};

async function changePassword(canvasElement: HTMLElement, confirmation = 'storage7') {
  const f = await form(canvasElement, 'Change password');
  await userEvent.type(f.getByLabelText(/^Current password/), 'old-pass1');
  await userEvent.type(f.getByLabelText(/^New password/), 'storage7');
  await userEvent.type(f.getByLabelText(/^Confirm the password/), confirmation);
  await userEvent.click(f.getByRole('button', { name: 'Change password' }));
  return f;
}

/** Client-side checks stop the form before anything is sent. */
export const ChangePasswordMismatch: Story = {
  parameters: { ...signedIn('/my/profile/change-password'), ...submission('Editing') },
  play: async ({ canvasElement }) => {
    const f = await changePassword(canvasElement, 'storage8');
    await expect(f.getByText('Passwords do not match.')).toBeInTheDocument();
  },
};

/** The new password is on its way: the button is busy. */
export const ChangePasswordSubmitting: Story = {
  parameters: {
    ...signedIn('/my/profile/change-password', { 'POST /api/client/my/change-password': unanswered }),
    ...submission('Submitting'),
  },
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement);
  },
};

export const ChangePasswordWrongOld: Story = {
  parameters: {
    ...signedIn('/my/profile/change-password', {
      'POST /api/client/my/change-password': apiError(400, 'auth/invalid-password', [
        { path: 'body.oldPassword', code: 'auth/invalid-password' },
      ]),
    }),
    ...submission('Failed'),
  },
  play: async ({ canvasElement }) => {
    const f = await changePassword(canvasElement);
    await expect(await f.findByText('Incorrect old password.')).toBeInTheDocument();
  },
};

export const ChangePasswordSucceeded: Story = {
  parameters: { ...signedIn('/my/profile/change-password'), ...submission('Succeeded') },
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

async function cancelAccount(canvasElement: HTMLElement) {
  const f = await form(canvasElement, 'Cancel account');
  await userEvent.click(f.getByRole('checkbox'));
  await userEvent.click(f.getByRole('button', { name: 'Cancel my account' }));
}

export const CancellationWarning: Story = { parameters: signedIn('/my/profile/delete') };

export const CancellationActiveContracts: Story = {
  parameters: signedIn('/my/profile/delete', {
    'POST /api/client/my/remove-account': apiError(409, 'account/active-contracts'),
  }),
  play: async ({ canvasElement }) => {
    await cancelAccount(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('no active contracts');
  },
};

/** Done: the session has ended and the success message shows over the landing page. */
export const CancellationSucceeded: Story = {
  parameters: signedIn('/my/profile/delete'),
  play: async ({ canvasElement }) => {
    await cancelAccount(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your account has been cancelled' }),
    ).toBeInTheDocument();
  },
};
