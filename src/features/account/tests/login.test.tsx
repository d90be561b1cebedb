import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, userWithMessages } from '@machines/fixtures/account';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { fakeServer, lastBody } from './network';

/** The login form once it can be sent: its button waits, disabled, for the session machine to load. */
async function form() {
  const inForm = within(await screen.findByRole('form', { name: 'Log in' }, { timeout: 20_000 }));
  await waitFor(() => expect(inForm.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false));
  return inForm;
}

async function logIn(email: string, password: string, rememberMe = false) {
  const inForm = await form();
  await userEvent.type(inForm.getByLabelText('E-mail'), email);
  await userEvent.type(inForm.getByLabelText('Password'), password);
  if (rememberMe) await userEvent.click(inForm.getByLabelText('Remember me on this device'));
  await userEvent.click(inForm.getByRole('button', { name: 'Log in' }));
}

describe('login screen', () => {
  it('checks the fields before sending and focuses the first invalid one', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/login' });
    const inForm = await form();
    await userEvent.type(inForm.getByLabelText('Password'), 'secret1');
    await userEvent.click(inForm.getByRole('button', { name: 'Log in' }));
    const email = inForm.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Mandatory.');
    expect(document.activeElement).toBe(email);
    expect(recorded.some((r) => r.path === '/auth/custom/login')).toBe(false);
  });

  it('shows a refusal in the alert region, in the user’s language', async () => {
    fakeServer({ 'POST /auth/custom/login': apiError(401, 'invalid-credentials') });
    renderApp({ path: '/login' });
    await logIn('jana@example.com', 'wrong1');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
  });

  it('says when the e-mail address is not confirmed yet', async () => {
    fakeServer({ 'POST /auth/custom/login': apiError(403, 'account/email-not-verified') });
    renderApp({ path: '/login' });
    await logIn('jana@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please confirm your e-mail address first: open the link we sent you.',
    );
  });

  it('puts a server field error next to its field', async () => {
    fakeServer({
      'POST /auth/custom/login': apiError(400, 'revalid/rule/basic/regex', [
        { path: 'body.username', code: 'revalid/rule/basic/regex' },
      ]),
    });
    renderApp({ path: '/login' });
    await logIn('jana@example', 'secret1');
    const email = (await form()).getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Incorrect format.',
    );
  });

  it('logs in with remember me and returns to the page of ?redirect=', async () => {
    const recorded = fakeServer({
      'POST /auth/custom/login': { body: { token: 'new-token', deviceToken: 'device-token' } },
    });
    const { location } = renderApp({ path: '/login?redirect=%2Fmy%2Frents' });
    await logIn('Jana@Example.com ', 'secret1', true);
    await findHeading('My rents');
    expect(currentPath(location)).toBe('/my/rents');
    expect(localStorage.getItem('auth/token')).toBe('new-token');
    expect(localStorage.getItem('deviceToken')).toBe('device-token');
    expect(lastBody(recorded, 'POST', '/auth/custom/login')).toEqual({
      username: 'jana@example.com',
      password: 'secret1',
      rememberMe: true,
      deviceId: localStorage.getItem('deviceId'),
      domain: 'CLIENT',
    });
    expect(await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Jana' })).not.toHaveLength(0);
  });

  it('never follows a redirect to another site', async () => {
    fakeServer();
    const { location } = renderApp({ path: '/login?redirect=%2F%2Fevil.example%2F' });
    await logIn('jana@example.com', 'secret1');
    await findHeading(/Extra space/);
    expect(currentPath(location)).toBe('/');
  });

  it('shows the informational messages after login; the close button acknowledges them', async () => {
    fakeServer({ 'GET /api/client/client-user/current': { body: userWithMessages } });
    renderApp({ path: '/login' });
    await logIn('jana@example.com', 'secret1');
    const dialog = await screen.findByRole('dialog', { name: 'Messages for you' });
    expect(within(dialog).getByText(/Prices change/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('infoMessages') ?? '{}')).toEqual({
      version: 1,
      messages: [
        { id: 11, important: false },
        { id: 12, important: true },
      ],
    });
  });

  it('confirms the e-mail address from the registration link', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/login?verify=abc123' });
    await screen.findByText('Your e-mail address is confirmed. You can log in now.');
    expect(lastBody(recorded, 'POST', '/api/user/verify-email')).toEqual({ token: 'abc123' });
  });

  it('confirms a link opened while signed in, then goes on instead of only redirecting', async () => {
    localStorage.setItem('auth/token', 'stored');
    const recorded = fakeServer();
    const { location } = renderApp({ path: '/login?verify=signed-in-token' });
    await screen.findByText('The e-mail address is confirmed.', {}, { timeout: 20_000 });
    expect(lastBody(recorded, 'POST', '/api/user/verify-email')).toEqual({ token: 'signed-in-token' });
    expect(screen.queryByRole('form', { name: 'Log in' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await findHeading(/Extra space/);
    expect(currentPath(location)).toBe('/');
  });

  it('after confirming on the login page, logging in there redirects as usual', async () => {
    const recorded = fakeServer();
    const { location } = renderApp({ path: '/login?verify=then-login' });
    await screen.findByText('Your e-mail address is confirmed. You can log in now.');
    await logIn('jana@example.com', 'secret1');
    await findHeading(/Extra space/);
    expect(currentPath(location)).toBe('/');
    expect(recorded.filter((r) => r.path === '/api/user/verify-email')).toHaveLength(1);
  });

  it('says when the confirmation link is invalid', async () => {
    fakeServer({
      'POST /api/user/verify-email': apiError(400, 'verification/invalid', [
        { path: 'body.token', code: 'verification/invalid' },
      ]),
    });
    renderApp({ path: '/login?verify=used' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error during verification of the registration.');
  });

  it('links to the other country’s site when configured', async () => {
    fakeServer();
    renderApp({ path: '/login', config: { otherCountryUrl: 'https://cz.selfstorage.example' } });
    await form();
    expect(screen.getByRole('link', { name: /another country/ }).getAttribute('href')).toBe(
      'https://cz.selfstorage.example',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password/request',
    );
  });
});
