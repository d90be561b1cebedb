import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError, userWithMessages } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { findReadyForm } from '@tests/support/storyQueries';

/**
 * One story per state of the session machine, shown through the real app: the top bar, the route
 * guard, the login form and the session's dialogs read the machine. Network answers per story; a
 * never-answering call holds the state that waits for it.
 */
const meta = {
  title: 'Machines/Session',
  component: AppShell,
  parameters: { network: accountRoutes() },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const network = (routes: FakeRoutes) => withRoutes(accountRoutes(), routes);
const state = (name: string) => ({ machineState: { machine: 'session', state: name } });
const storeToken = () => localStorage.setItem('auth/token', 'story-token');
const rememberDevice = () => localStorage.setItem('deviceToken', 'story-device-token');

async function submitLogin(canvasElement: HTMLElement, rememberMe = false) {
  const form = await findReadyForm(canvasElement, 'Log in');
  await userEvent.type(form.getByLabelText('E-mail'), 'jana.novakova@example.com');
  await userEvent.type(form.getByLabelText('Password'), 'storage7');
  if (rememberMe) await userEvent.click(form.getByLabelText('Remember me on this device'));
  await userEvent.click(form.getByRole('button', { name: 'Log in' }));
  return form;
}

/**
 * The first moment: the machine reads what is stored and moves on at once (a transient state), so
 * what shows is where it goes; here nothing is stored, so the visitor is anonymous.
 */
export const Starting: Story = {
  parameters: { shell: { path: '/' }, ...state('Starting') },
};

/** Nobody signed in: the login button in the top bar, the login form. */
export const Anonymous: Story = {
  parameters: { shell: { path: '/login' }, ...state('Anonymous') },
};

/** A remembered device is being signed in: `/my/*` waits instead of sending the user to login. */
export const DeviceLogin: Story = {
  parameters: {
    shell: { path: '/my/boxes' },
    network: network({ 'POST /auth/custom/device-login': unanswered }),
    ...state('DeviceLogin'),
  },
  beforeEach: rememberDevice,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const SigningIn: Story = {
  parameters: {
    shell: { path: '/login' },
    network: network({ 'POST /auth/custom/login': unanswered }),
    ...state('SigningIn'),
  },
  play: async ({ canvasElement }) => {
    const form = await submitLogin(canvasElement, true);
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The failure state carries the catalogue code, shown in the user's language. */
export const LoginFailed: Story = {
  parameters: {
    shell: { path: '/login' },
    network: network({ 'POST /auth/custom/login': apiError(401, 'invalid-credentials') }),
    ...state('LoginFailed'),
  },
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  },
};

export const LoginFailedEmailNotVerified: Story = {
  parameters: {
    shell: { path: '/login' },
    network: network({ 'POST /auth/custom/login': apiError(403, 'account/email-not-verified') }),
    ...state('LoginFailed'),
  },
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/confirm your e-mail/);
  },
};

/** A token is stored and the user is loading: routing already lets the user in, the bar says "My account". */
export const LoadingUser: Story = {
  parameters: {
    shell: { path: '/my/boxes' },
    network: network({ 'GET /api/client/client-user/current': unanswered }),
    ...state('LoadingUser'),
  },
  beforeEach: storeToken,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My boxes' })).toBeInTheDocument();
    await expect(
      within(await within(canvasElement).findByRole('banner')).getAllByRole('link', { name: 'My account' }).length,
    ).toBeGreaterThan(0);
  },
};

/** The user could not be loaded (server trouble, not a 401): still signed in, retried after retryLoadUserAfter. */
export const UserUnavailable: Story = {
  parameters: {
    shell: { path: '/my/boxes' },
    network: network({ 'GET /api/client/client-user/current': apiError(503, 'maintenance') }),
    ...state('UserUnavailable'),
  },
  beforeEach: storeToken,
};

export const SignedIn: Story = {
  parameters: { shell: { path: '/my/boxes', user: demoUser }, ...state('SignedIn') },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner', {}, { timeout: 20_000 });
    await expect(await within(banner).findAllByRole('link', { name: 'Jana' })).not.toHaveLength(0);
  },
};

/** Signed in with unacknowledged informational messages: the modal; its button stores them as read. */
export const SignedInWithMessages: Story = {
  parameters: {
    shell: { path: '/help' },
    network: network({ 'GET /api/client/client-user/current': { body: userWithMessages } }),
    ...state('SignedIn'),
  },
  beforeEach: storeToken,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Messages for you' },
      { timeout: 20_000 },
    );
    await expect(within(dialog).getByText('Important')).toBeInTheDocument();
  },
};

/** Logging out with a remembered device: the token is gone at once, the device token is being revoked. */
export const LoggingOut: Story = {
  parameters: {
    shell: { path: '/help', user: demoUser },
    network: network({ 'POST /auth/custom/revoke-device-token': unanswered }),
    ...state('LoggingOut'),
  },
  beforeEach: rememberDevice,
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner', {}, { timeout: 20_000 });
    await within(banner).findAllByRole('link', { name: 'Jana' });
    await userEvent.click(within(banner).getAllByRole('button', { name: 'Log out' })[0]);
    await expect(localStorage.getItem('auth/token')).toBeNull();
    await expect(localStorage.getItem('deviceToken')).toBe('story-device-token');
  },
};

/** Anonymous after a 401: the stored token was rejected, the login page says the session ended. */
export const AnonymousAfterExpiry: Story = {
  parameters: {
    shell: { path: '/my/profile' },
    network: network({
      'GET /api/client/client-user/current': apiError(401, 'unauthorized'),
      'GET /api/client/my/profile': apiError(401, 'unauthorized'),
    }),
    ...state('Anonymous'),
  },
  beforeEach: storeToken,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your session has ended. Please log in again.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  },
};
