import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { findAlert as alertOf, findForm as form, findReadyForm as readyForm } from '@tests/support/storyQueries';
import { demoUser } from '@machines/fixtures/user';

/** The forms of the signed-out pages and their error states (client checks, server refusals). */
const meta = {
  title: 'Screens/Auth forms',
  component: AppShell,
  parameters: { network: accountRoutes() },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const network = (routes: FakeRoutes) => withRoutes(accountRoutes(), routes);
const submission = (name: string) => ({ machineState: { machine: 'formSubmission', state: name } });

export const LoginEmpty: Story = { parameters: { shell: { path: '/login' } } };

export const LoginMissingFields: Story = {
  parameters: { shell: { path: '/login' } },
  play: async ({ canvasElement }) => {
    const f = await readyForm(canvasElement, 'Log in');
    await userEvent.click(f.getByRole('button', { name: 'Log in' }));
    // The form's rules arrive with its first use: the messages follow a moment after the click.
    await waitFor(() => expect(f.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(f.getByLabelText('E-mail')).toHaveFocus());
  },
};

export const LoginRateLimited: Story = {
  parameters: {
    shell: { path: '/login' },
    network: network({ 'POST /auth/custom/login': apiError(429, 'rate-limited') }),
  },
  play: async ({ canvasElement }) => {
    const f = await readyForm(canvasElement, 'Log in');
    await userEvent.type(f.getByLabelText('E-mail'), 'jana@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'storage7');
    await userEvent.click(f.getByRole('button', { name: 'Log in' }));
    await expect(await alertOf(canvasElement)).toHaveTextContent('Too many attempts.');
  },
};

/** `/login?verify=…` from the registration e-mail. */
export const LoginEmailVerified: Story = { parameters: { shell: { path: '/login?verify=story-token' } } };

/** The same link opened while signed in: confirmed here, then "Continue" instead of the login form. */
export const VerificationWhileSignedIn: Story = {
  parameters: { shell: { path: '/login?verify=signed-in-story-token', user: demoUser } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The e-mail address is confirmed.', {}, { timeout: 20_000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

export const LoginVerificationInvalid: Story = {
  parameters: {
    shell: { path: '/login?verify=used' },
    network: network({ 'POST /api/user/verify-email': apiError(400, 'verification/invalid') }),
  },
  play: async ({ canvasElement }) => {
    await expect(await alertOf(canvasElement)).toHaveTextContent('Error during verification of the registration.');
  },
};

export const LoginWithOtherCountryLink: Story = {
  parameters: { shell: { path: '/login', config: { otherCountryUrl: 'https://cz.selfstorage.example' } } },
};

export const RegistrationEmpty: Story = { parameters: { shell: { path: '/registration' }, ...submission('Editing') } };

/** Every client-side rule at once: mandatory, e-mail format, phone prefix, password rule, confirmation, consents. */
export const RegistrationInvalid: Story = {
  parameters: { shell: { path: '/registration' } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement, 'Create an account');
    await userEvent.type(f.getByLabelText(/^E-mail/), 'peter@example');
    await userEvent.type(f.getByLabelText(/^Phone number/), '0900555666');
    await userEvent.type(f.getByLabelText(/^Password/), 'storage');
    await userEvent.type(f.getByLabelText(/^Confirm the password/), 'storage8');
    await userEvent.click(f.getByRole('button', { name: 'Create account' }));
    await expect(f.getByText('Passwords do not match.')).toBeInTheDocument();
  },
};

async function fillRegistration(canvasElement: HTMLElement) {
  const f = await form(canvasElement, 'Create an account');
  await userEvent.type(f.getByLabelText(/^First name/), 'Peter');
  await userEvent.type(f.getByLabelText(/^Last name/), 'Horváth');
  await userEvent.type(f.getByLabelText(/^E-mail/), 'peter@example.com');
  await userEvent.type(f.getByLabelText(/^Phone number/), '+421 900 555 666');
  await userEvent.type(f.getByLabelText(/^Password/), 'storage7');
  await userEvent.type(f.getByLabelText(/^Confirm the password/), 'storage7');
  await userEvent.click(f.getByRole('checkbox', { name: /terms and conditions/ }));
  await userEvent.click(f.getByRole('checkbox', { name: /privacy policy/ }));
  await userEvent.click(f.getByRole('button', { name: 'Create account' }));
  return f;
}

export const RegistrationEmailExists: Story = {
  parameters: {
    shell: { path: '/registration' },
    network: network({
      'POST /api/user/register': apiError(409, 'registration/email-exists', [
        { path: 'body.email', code: 'registration/email-exists' },
      ]),
    }),
    ...submission('Failed'),
  },
  play: async ({ canvasElement }) => {
    const f = await fillRegistration(canvasElement);
    await expect(await f.findByText('This email already exists.')).toBeInTheDocument();
  },
};

export const RegistrationPhoneExists: Story = {
  parameters: {
    shell: { path: '/registration' },
    network: network({
      'POST /api/user/register': apiError(409, 'registration/phone-exists', [
        { path: 'body.phoneNumber', code: 'registration/phone-exists' },
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    const f = await fillRegistration(canvasElement);
    await expect(await f.findByText('This telephone number already exists.')).toBeInTheDocument();
  },
};

export const RegistrationSucceeded: Story = {
  parameters: { shell: { path: '/registration' }, ...submission('Succeeded') },
  play: async ({ canvasElement }) => {
    await fillRegistration(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
  },
};

export const ResetRequestEmpty: Story = { parameters: { shell: { path: '/reset-password/request' } } };

export const ResetRequestSent: Story = {
  parameters: { shell: { path: '/reset-password/request' } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement, 'Forgot your password?');
    await userEvent.type(f.getByLabelText(/^E-mail/), 'jana@example.com');
    await userEvent.click(f.getByRole('button', { name: 'Send the reset link' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/If an account exists/);
  },
};

export const ResetChangeMissingToken: Story = { parameters: { shell: { path: '/reset-password/change' } } };

async function submitNewPassword(canvasElement: HTMLElement, password = 'storage7') {
  const f = await form(canvasElement, 'Set a new password');
  await userEvent.type(f.getByLabelText(/^New password/), password);
  await userEvent.type(f.getByLabelText(/^Confirm the password/), password);
  await userEvent.click(f.getByRole('button', { name: 'Set the new password' }));
}

export const ResetChangeInvalidToken: Story = {
  parameters: {
    shell: { path: '/reset-password/change?token=used' },
    network: network({
      'POST /auth/password/change': apiError(400, 'password-reset/invalid-token', [
        { path: 'body.token', code: 'password-reset/invalid-token' },
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    await submitNewPassword(canvasElement);
    await expect(await alertOf(canvasElement)).toHaveTextContent('This password reset link is invalid or has expired.');
  },
};

export const ResetChangeTooWeak: Story = {
  parameters: {
    shell: { path: '/reset-password/change?token=t0k3n' },
    network: network({
      'POST /auth/password/change': apiError(400, 'password/too-weak', [
        { path: 'body.password', code: 'password/too-weak' },
      ]),
    }),
  },
  play: async ({ canvasElement }) => submitNewPassword(canvasElement, 'kvetinac7'),
};

export const ResetChangeSucceeded: Story = {
  parameters: { shell: { path: '/reset-password/change?token=t0k3n' } },
  play: async ({ canvasElement }) => {
    await submitNewPassword(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  },
};
