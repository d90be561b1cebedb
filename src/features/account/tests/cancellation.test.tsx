import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { fakeServer } from './network';

const form = async () => within(await screen.findByRole('form', { name: 'Cancel account' }, { timeout: 20_000 }));

describe('account cancellation', () => {
  it('warns, asks for confirmation and refuses while contracts are active', async () => {
    fakeServer({ 'POST /api/client/my/remove-account': apiError(409, 'account/active-contracts') });
    renderApp({ path: '/my/profile/delete', user: demoUser });
    const inForm = await form();
    expect(screen.getByText(/cannot be restored/)).toBeTruthy();
    await userEvent.click(inForm.getByRole('button', { name: 'Cancel my account' }));
    expect(inForm.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(inForm.getByRole('checkbox'));
    await userEvent.click(inForm.getByRole('button', { name: 'Cancel my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account can only be cancelled when you have no active contracts.');
    expect(within(alert).getByRole('link', { name: 'See my contracts' }).getAttribute('href')).toBe('/my/contracts');
  });

  it('ends the session and shows the success message over the landing page', async () => {
    const recorded = fakeServer();
    localStorage.setItem('deviceToken', 'remembered');
    const { location } = renderApp({ path: '/my/profile/delete', user: demoUser });
    const inForm = await form();
    await userEvent.click(inForm.getByRole('checkbox'));
    await userEvent.click(inForm.getByRole('button', { name: 'Cancel my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account has been cancelled' });
    expect(currentPath(location)).toBe('/');
    await findHeading(/Extra space/);
    expect(localStorage.getItem('auth/token')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.some((r) => r.path === '/auth/custom/revoke-device-token')).toBe(true);
  });
});
