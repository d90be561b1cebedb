import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { renderApp } from '@tests/support/renderApp';
import { keepReferralCode, storedReferralCode } from '@shared/referral/referralCode';
import { fakeServer, lastBody } from './network';

const form = async () => within(await screen.findByRole('form', { name: 'Create an account' }, { timeout: 20_000 }));
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && !text.startsWith('At least') && !text.startsWith('With the'))
    .join(' ');

async function fillValid(inForm: Awaited<ReturnType<typeof form>>) {
  await userEvent.type(inForm.getByLabelText(/^First name/), ' Peter ');
  await userEvent.type(inForm.getByLabelText(/^Last name/), 'Horváth');
  await userEvent.type(inForm.getByLabelText(/^E-mail/), 'Peter@Example.com');
  await userEvent.type(inForm.getByLabelText(/^Phone number/), '+421 900 555 666');
  await userEvent.type(inForm.getByLabelText(/^Password/), 'storage7');
  await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage7');
  await userEvent.click(inForm.getByRole('checkbox', { name: /terms and conditions/ }));
  await userEvent.click(inForm.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('registration screen', () => {
  it('marks mandatory fields and shows the phone format', async () => {
    fakeServer();
    renderApp({ path: '/registration' });
    const inForm = await form();
    expect(inForm.getByText('Fields marked * are mandatory.')).toBeTruthy();
    const phone = inForm.getByLabelText(/^Phone number/);
    expect(phone.getAttribute('placeholder')).toBe('+421 900 123 456');
    expect(phone.getAttribute('aria-required')).toBe('true');
    expect(inForm.getByRole('checkbox', { name: /news and offers/ }).getAttribute('aria-required')).toBeNull();
  });

  it('checks every rule before sending: mandatory, phone prefix, password rule, confirmation, consents', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/registration' });
    const inForm = await form();
    await userEvent.type(inForm.getByLabelText(/^E-mail/), 'peter@example');
    await userEvent.type(inForm.getByLabelText(/^Phone number/), '0900555666');
    await userEvent.type(inForm.getByLabelText(/^Password/), 'storage');
    await userEvent.type(inForm.getByLabelText(/^Confirm the password/), 'storage8');
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));

    expect(messageOf(inForm.getByLabelText(/^First name/))).toBe('Mandatory.');
    expect(messageOf(inForm.getByLabelText(/^E-mail/))).toBe('Incorrect format.');
    expect(messageOf(inForm.getByLabelText(/^Phone number/))).toBe('Use an international prefix, for example +421.');
    expect(messageOf(inForm.getByLabelText(/^Password/))).toBe(
      'The password must have at least 6 characters and at least one digit.',
    );
    expect(messageOf(inForm.getByLabelText(/^Confirm the password/))).toBe('Passwords do not match.');
    expect(messageOf(inForm.getByRole('checkbox', { name: /terms and conditions/ }))).toBe('Must be checked.');
    expect(messageOf(inForm.getByRole('checkbox', { name: /privacy policy/ }))).toBe('Must be checked.');
    expect(document.activeElement).toBe(inForm.getByLabelText(/^First name/));
    expect(recorded.some((r) => r.path === '/api/user/register')).toBe(false);
  });

  it('puts “e-mail exists” from the server next to the e-mail field and focuses it', async () => {
    fakeServer({
      'POST /api/user/register': apiError(409, 'registration/email-exists', [
        { path: 'body.email', code: 'registration/email-exists' },
      ]),
    });
    renderApp({ path: '/registration' });
    const inForm = await form();
    await fillValid(inForm);
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));
    const email = inForm.getByLabelText(/^E-mail/);
    await screen.findByText('This email already exists.');
    expect(messageOf(email)).toBe('This email already exists.');
    expect(document.activeElement).toBe(email);
    await userEvent.type(email, 'x');
    expect(messageOf(email)).toBe('');
  });

  it('shows an error without a field in the alert region', async () => {
    fakeServer({ 'POST /api/user/register': apiError(429, 'rate-limited') });
    renderApp({ path: '/registration' });
    const inForm = await form();
    await fillValid(inForm);
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('sends the normalised body and tells the user to check the e-mail', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/registration' });
    const inForm = await form();
    await fillValid(inForm);
    await userEvent.click(inForm.getByRole('checkbox', { name: /news and offers/ }));
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('new.user@example.com');
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(lastBody(recorded, 'POST', '/api/user/register')).toEqual({
      firstName: 'Peter',
      lastName: 'Horváth',
      email: 'peter@example.com',
      phoneNumber: '+421900555666',
      language: 'EN',
      password: 'storage7',
      passwordConfirmation: 'storage7',
      consents: { termsAccepted: true, privacyAccepted: true, newsletter: true },
    });
  });

  it('sends the code of the referral link the visitor arrived with, then forgets it', async () => {
    keepReferralCode('?ref=k7m2q9xwd4');
    const recorded = fakeServer();
    renderApp({ path: '/registration' });
    const inForm = await form();
    await fillValid(inForm);
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(lastBody(recorded, 'POST', '/api/user/register')).toMatchObject({ referralCode: 'k7m2q9xwd4' });
    expect(storedReferralCode()).toBeUndefined();
  });
});
