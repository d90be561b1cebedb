import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, userWithMessages } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { fakeServer, lastBody } from './network';

describe('session in the app', () => {
  it('a 401 from any call ends the session and sends the user to login', async () => {
    fakeServer({
      'GET /api/client/client-user/current': apiError(401, 'unauthorized'),
      'GET /api/client/my/profile': apiError(401, 'unauthorized'),
    });
    localStorage.setItem('auth/token', 'garbage');
    const { location } = renderApp({ path: '/my/profile' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 20_000 });
    expect(currentPath(location)).toBe('/login?redirect=%2Fmy%2Fprofile');
    expect(localStorage.getItem('auth/token')).toBeNull();
    expect((await screen.findByText('Your session has ended. Please log in again.')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('a remembered device is signed in on start; /my/* waits for it instead of sending to login', async () => {
    const recorded = fakeServer({ 'POST /auth/custom/device-login': { delayMs: 50, body: { token: 'from-device' } } });
    localStorage.setItem('deviceToken', 'remembered');
    localStorage.setItem('deviceId', 'browser-0001');
    const { location } = renderApp({ path: '/my/boxes' });
    await findHeading('My boxes');
    expect(currentPath(location)).toBe('/my/boxes');
    expect(localStorage.getItem('auth/token')).toBe('from-device');
    expect(lastBody(recorded, 'POST', '/auth/custom/device-login')).toEqual({
      deviceId: 'browser-0001',
      deviceToken: 'remembered',
      domain: 'CLIENT',
    });
  });

  it('logout ends the server session with the old token, revokes the device token and forgets it', async () => {
    const recorded = fakeServer();
    localStorage.setItem('deviceToken', 'remembered');
    renderApp({ path: '/help', user: demoUser });
    const banner = await screen.findByRole('banner', {}, { timeout: 20_000 });
    await within(banner).findAllByRole('link', { name: 'Jana' });
    await userEvent.click(within(banner).getAllByRole('button', { name: 'Log out' })[0]);
    await waitFor(() => expect(localStorage.getItem('deviceToken')).toBeNull());
    expect(lastBody(recorded, 'POST', '/auth/custom/revoke-device-token')).toEqual({
      deviceId: localStorage.getItem('deviceId'),
      deviceToken: 'remembered',
    });
    expect(recorded.find((r) => r.path === '/auth/logout')?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('informational messages closed by Escape come back next time; ordinary ones are forgotten in a new tab', async () => {
    fakeServer({ 'GET /api/client/client-user/current': { body: userWithMessages } });
    localStorage.setItem(
      'infoMessages',
      JSON.stringify({
        version: 1,
        messages: [
          { id: 11, important: false },
          { id: 99, important: true },
        ],
      }),
    );
    localStorage.setItem('auth/token', 'stored');
    renderApp({ path: '/help' });
    const dialog = await screen.findByRole('dialog', { name: 'Messages for you' }, { timeout: 20_000 });
    // A new tab session: the ordinary acknowledgement (11) was dropped, so both messages show.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('infoMessages') ?? '')).toEqual({
      version: 1,
      messages: [{ id: 99, important: true }],
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('infoMessages') ?? '')).toEqual({
      version: 1,
      messages: [{ id: 99, important: true }],
    });
  });

  it('does not load the session machine for an anonymous visitor of the landing page', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/' });
    await findHeading(/Extra space/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorded.some((r) => r.path.startsWith('/auth/') || r.path === '/api/client/client-user/current')).toBe(
      false,
    );
    expect(localStorage.getItem('deviceId')).toBeNull();
  });

  it('refuses a login while the server says the account is rate limited, then lets it through', async () => {
    let attempts = 0;
    fakeServer({
      'POST /auth/custom/login': () => {
        attempts += 1;
        const answer = attempts === 1 ? apiError(429, 'rate-limited') : { status: 200, body: { token: 't' } };
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderApp({ path: '/login' });
    const inForm = within(await screen.findByRole('form', { name: 'Log in' }, { timeout: 20_000 }));
    await userEvent.type(inForm.getByLabelText('E-mail'), 'jana@example.com');
    await userEvent.type(inForm.getByLabelText('Password'), 'secret1');
    await userEvent.click(inForm.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    await userEvent.click(inForm.getByRole('button', { name: 'Log in' }));
    await findHeading(/Extra space/);
    expect(localStorage.getItem('auth/token')).toBe('t');
  });
});
