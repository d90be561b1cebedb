import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerMe } from '@machines/fixtures/staff';
import { demoUser } from '@machines/fixtures/user';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const inTenHours = () => new Date(Date.now() + 10 * 3_600_000).toISOString();

const signIn = async () => {
  await userEvent.type(
    await screen.findByLabelText(/E-mail/, {}, { timeout: 20_000 }),
    'ada.admin@self-storage.example',
  );
  await userEvent.type(screen.getByLabelText(/Password/), 'Console-pass 2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('the console sign-in', () => {
  it('takes the password, then the code, and opens the network with the staff token only', async () => {
    const recorded = fakeConsoleServer();
    // A customer signed in on the same browser: their token never reaches the console.
    renderApp({ path: '/admin', user: demoUser });
    await findHeading('Sign in to the console');
    expect(screen.queryByRole('banner', { name: /menu/i })).toBeNull();
    await signIn();
    await userEvent.type(await screen.findByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await findHeading('Network');
    expect(await screen.findByRole('rowheader', { name: 'Praha – Smíchov' })).toBeTruthy();
    expect(JSON.parse(callsTo(recorded, 'POST', '/api/admin/sign-in/code')[0].body!)).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    const consoleCalls = recorded.filter((r) => r.path.startsWith('/api/admin/'));
    expect(consoleCalls.map((r) => r.headers.get('authorization'))).toEqual([null, null, 'Bearer staff-token']);
    expect(sessionStorage.getItem('admin.token')).toBe('staff-token');
    expect(localStorage.getItem('auth/token')).toBe('test-token');
  });

  it('says why a password or a code is refused, and goes back to the password when asked', async () => {
    fakeConsoleServer({
      'POST /api/admin/sign-in': () => answer({ status: 401, code: 'invalid-credentials', detail: 'x' }, 401),
    });
    renderApp({ path: '/admin' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect username or password.');

    fakeConsoleServer({
      'POST /api/admin/sign-in/code': () => answer({ status: 401, code: 'staff/invalid-code', detail: 'x' }, 401),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This code is wrong or has already been used.');
    await userEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens a kept session at once, shows each role only its sections, and signs out', async () => {
    const recorded = fakeConsoleServer();
    keepStaffToken();
    renderApp({ path: '/admin' });
    await findHeading('Network');
    const nav = within(screen.getByRole('navigation', { name: 'Console sections' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Network',
      'Staff',
      'Audit log',
      'Vouchers',
      'Messages',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await findHeading('Sign in to the console');
    expect(callsTo(recorded, 'POST', '/api/admin/sign-out')).toHaveLength(1);
    expect(sessionStorage.getItem('admin.token')).toBeNull();
  });

  it('keeps an owner out of the staff page', async () => {
    fakeConsoleServer({ 'GET /api/admin/me': { body: { ...ownerMe, sessionExpiresAt: inTenHours() } } });
    keepStaffToken();
    renderApp({ path: '/admin/staff' });
    await findHeading('This page is not in the console');
    const nav = within(screen.getByRole('navigation', { name: 'Console sections' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Network', 'Audit log']);
  });

  it('ends the session when a console call is refused with 401, and says so', async () => {
    fakeConsoleServer({
      'GET /api/admin/network': () => answer({ status: 401, code: 'unauthorized', detail: 'ended' }, 401),
    });
    keepStaffToken();
    renderApp({ path: '/admin/network' });
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('admin.token')).toBeNull());
  });
});
