import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { fakeServer, lastBody } from './network';

const form = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 20_000 }));
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => !text.startsWith('At least'))
    .join(' ');

describe('password reset request', () => {
  it('answers the same whether or not the account exists', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/reset-password/request' });
    const inForm = await form('Forgot your password?');
    await userEvent.click(inForm.getByRole('button', { name: 'Send the reset link' }));
    expect(messageOf(inForm.getByLabelText(/^E-mail/))).toBe('Mandatory.');
    await userEvent.type(inForm.getByLabelText(/^E-mail/), 'jana@example.com');
    await userEvent.click(inForm.getByRole('button', { name: 'Send the reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account exists for this e-mail address, we have sent it a link to set a new password.',
    );
    expect(lastBody(recorded, 'POST', '/auth/password/request-reset')).toEqual({
      email: 'jana@example.com',
      language: 'EN',
    });
  });
});

describe('password reset change', () => {
  it('shows the invalid-token message without a token', async () => {
    fakeServer();
    renderApp({ path: '/reset-password/change' });
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('says when the server refuses the token and offers a new link', async () => {
    fakeServer({
      'POST /auth/password/change': apiError(400, 'password-reset/invalid-token', [
        { path: 'body.token', code: 'password-reset/invalid-token' },
      ]),
    });
    renderApp({ path: '/reset-password/change?token=used' });
    const inForm = await form('Set a new password');
    await userEvent.type(inForm.getByLabelText(/^New password/), 'storage7');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage7');
    await userEvent.click(inForm.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('sets the new password and leads to login', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/reset-password/change?token=t0k3n' });
    const inForm = await form('Set a new password');
    await userEvent.type(inForm.getByLabelText(/^New password/), 'storage7');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage8');
    await userEvent.click(inForm.getByRole('button', { name: 'Set the new password' }));
    expect(messageOf(inForm.getByLabelText(/^Confirm the password/))).toBe('Passwords do not match.');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), '{Backspace}7');
    await userEvent.click(inForm.getByRole('button', { name: 'Set the new password' }));
    await screen.findByText('Your password has been changed. You can log in with the new password.');
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(lastBody(recorded, 'POST', '/auth/password/change')).toEqual({
      token: 't0k3n',
      password: 'storage7',
      passwordConfirmation: 'storage7',
    });
  });
});

describe('change password', () => {
  it('puts a wrong current password next to its field', async () => {
    fakeServer({
      'POST /api/client/my/change-password': apiError(400, 'auth/invalid-password', [
        { path: 'body.oldPassword', code: 'auth/invalid-password' },
      ]),
    });
    renderApp({ path: '/my/profile/change-password', user: demoUser });
    const inForm = await form('Change password');
    await userEvent.type(inForm.getByLabelText(/^Current password/), 'wrong1');
    await userEvent.type(inForm.getByLabelText(/^New password/), 'storage7');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage7');
    await userEvent.click(inForm.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Incorrect old password.');
    expect(messageOf(inForm.getByLabelText(/^Current password/))).toBe('Incorrect old password.');
    expect(document.activeElement).toBe(inForm.getByLabelText(/^Current password/));
  });

  it('puts a password the server finds too weak next to the new password', async () => {
    fakeServer({
      'POST /api/client/my/change-password': apiError(400, 'password/too-weak', [
        { path: 'body.password', code: 'password/too-weak' },
      ]),
    });
    renderApp({ path: '/my/profile/change-password', user: demoUser });
    const inForm = await form('Change password');
    await userEvent.type(inForm.getByLabelText(/^Current password/), 'old-pass1');
    // Passes the browser's checks (not a common password); the server has the last word.
    await userEvent.type(inForm.getByLabelText(/^New password/), 'kvetinac7');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'kvetinac7');
    await userEvent.click(inForm.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The password must have at least 6 characters and at least one digit.', {
      selector: '.field__error',
    });
  });

  it('refuses a common password in the browser with its own message', async () => {
    fakeServer();
    renderApp({ path: '/my/profile/change-password', user: demoUser });
    const inForm = await form('Change password');
    await userEvent.type(inForm.getByLabelText(/^Current password/), 'old-pass1');
    await userEvent.type(inForm.getByLabelText(/^New password/), 'password1');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'password1');
    await userEvent.click(inForm.getByRole('button', { name: 'Change password' }));
    await screen.findByText('This password is too common and easy to guess. Please choose another one.', {
      selector: '.field__error',
    });
  });

  it('confirms the change', async () => {
    fakeServer();
    renderApp({ path: '/my/profile/change-password', user: demoUser });
    const inForm = await form('Change password');
    await userEvent.type(inForm.getByLabelText(/^Current password/), 'old-pass1');
    await userEvent.type(inForm.getByLabelText(/^New password/), 'storage7');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage7');
    await userEvent.click(inForm.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
  });
});
