import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, fakeConsoleServer } from './network';

const codes = ['abcde-fghjk', 'mnpqr-stuvw'];

describe('the set-up page', () => {
  it('opens the link of the address, shows the key, sends password and code, and shows the recovery codes once', async () => {
    const recorded = fakeConsoleServer({
      'POST /api/admin/setup/start': {
        body: {
          email: 'new@self-storage.example',
          name: 'Nina Nová',
          secret: 'ABCDEFGHIJKLMNOP',
          otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP',
        },
      },
      'POST /api/admin/setup/complete': () => answer({ recoveryCodes: codes }),
    });
    renderApp({ path: '/admin/setup?token=tok-1' });
    await findHeading('Set up your console account');
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/setup/start')).toEqual({ token: 'tok-1' });
    await userEvent.type(screen.getByLabelText(/New password/), 'short1');
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'short1');
    await userEvent.type(screen.getByLabelText(/Code from the app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByText('At least 12 characters.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/New password/));
    await userEvent.type(screen.getByLabelText(/New password/), 'Console-pass 2026!');
    await userEvent.clear(screen.getByLabelText(/Repeat the password/));
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Console-pass 2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    await findHeading('Your account is ready');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(bodyOfLast(recorded, 'POST', '/api/admin/setup/complete')).toEqual({
      token: 'tok-1',
      password: 'Console-pass 2026!',
      passwordConfirmation: 'Console-pass 2026!',
      code: '123456',
    });
  });

  it('says a used or expired link cannot be used', async () => {
    fakeConsoleServer({
      'POST /api/admin/setup/start': () => answer({ status: 400, code: 'staff/setup-link-invalid', detail: 'x' }, 400),
    });
    renderApp({ path: '/admin/setup?token=used' });
    await findHeading('This set-up link cannot be used');
    expect((await screen.findByRole('alert')).textContent).toContain('Ask an administrator for a new one.');
  });
});
