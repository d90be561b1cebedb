import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const invited = {
  staff: {
    id: 7,
    email: 'nova@franchise.example',
    name: 'Nová Majiteľka',
    role: 'OWNER',
    status: 'INVITED',
    warehouseIds: [3],
    createdAt: '2026-11-20T09:00:00Z',
  },
  setupLink: 'http://localhost/admin/setup?token=abc',
  expiresAt: '2026-11-22T09:00:00Z',
};

describe('the staff page', () => {
  it('lists every account with its role, status and warehouses by name', async () => {
    fakeConsoleServer();
    keepStaffToken();
    renderApp({ path: '/admin/staff' });
    await findHeading('Staff');
    const row = (await screen.findByRole('rowheader', { name: 'Petr Novák' })).closest('tr')!;
    expect(within(row).getByText('Warehouse owner')).toBeTruthy();
    expect(within(row).getByText('Invited')).toBeTruthy();
    expect(within(row).getByText('Praha – Smíchov, #6')).toBeTruthy();
    // The admin's own row offers no change: another admin changes it.
    expect(screen.queryByRole('button', { name: 'Change Ada Adminová' })).toBeNull();
  });

  it('invites an owner with the warehouses ticked and shows the set-up link to pass on', async () => {
    const recorded = fakeConsoleServer({ 'POST /api/admin/staff': () => answer(invited, 201) });
    keepStaffToken();
    renderApp({ path: '/admin/staff' });
    const form = within(await screen.findByRole('form', { name: 'Invite a staff member' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText(/E-mail/), 'nova@franchise.example');
    await userEvent.type(form.getByLabelText(/Name/), 'Nová Majiteľka');
    await userEvent.click(form.getByLabelText('Bratislava – Ružinov'));
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByText(/Set-up link for nova@franchise.example/)).textContent).toContain('it works once');
    expect(screen.getByText('http://localhost/admin/setup?token=abc')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/staff')).toEqual({
      email: 'nova@franchise.example',
      name: 'Nová Majiteľka',
      role: 'OWNER',
      warehouseIds: [3],
    });
    // The list is loaded again after the change.
    await waitFor(() => expect(callsTo(recorded, 'GET', '/api/admin/staff').length).toBe(2));
  });

  it('asks for a reason before changing a role, then sends both', async () => {
    const recorded = fakeConsoleServer({
      'PUT /api/admin/staff/3/role': () => answer({ ...invited.staff, id: 3, role: 'SUPPORT' }),
    });
    keepStaffToken();
    renderApp({ path: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Petr Novák' }, { timeout: 20_000 }));
    const form = within(screen.getByRole('form', { name: 'Role of Petr Novák' }));
    await userEvent.selectOptions(form.getByLabelText(/Role/), 'Customer support');
    await userEvent.click(form.getByRole('button', { name: 'Change role' }));
    expect(await form.findByText('Mandatory.')).toBeTruthy();
    expect(callsTo(recorded, 'PUT', '/api/admin/staff/3/role')).toEqual([]);
    await userEvent.type(form.getByLabelText(/Reason/), 'Moved to the call centre');
    await userEvent.click(form.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Saved. The change is in the audit log.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'PUT', '/api/admin/staff/3/role')).toEqual({
      role: 'SUPPORT',
      reason: 'Moved to the call centre',
    });
  });

  it('disables an account with its reason, and shows a refusal in the account’s language', async () => {
    const recorded = fakeConsoleServer({
      'POST /api/admin/staff/2/disable': () => answer({ status: 409, code: 'staff/own-account', detail: 'x' }, 409),
    });
    keepStaffToken();
    renderApp({ path: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Olga Majiteľová' }, { timeout: 20_000 }));
    const form = within(screen.getByRole('form', { name: 'Access of Olga Majiteľová' }));
    await userEvent.type(form.getByLabelText(/Reason/), 'Left the franchise');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toContain('Another administrator can.');
    expect(bodyOfLast(recorded, 'POST', '/api/admin/staff/2/disable')).toEqual({ reason: 'Left the franchise' });
  });
});
