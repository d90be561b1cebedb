import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '@machines/fixtures/staff';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { answer, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

describe('the audit log page', () => {
  it('shows who did what, when, the values before and after and the reason', async () => {
    fakeConsoleServer();
    keepStaffToken();
    renderApp({ path: '/admin/audit' });
    await findHeading('Audit log');
    const row = (await screen.findByRole('rowheader', { name: 'Role changed' })).closest('tr')!;
    expect(within(row).getByText('Before: role: SUPPORT')).toBeTruthy();
    expect(within(row).getByText('After: role: OWNER')).toBeTruthy();
    expect(within(row).getByText('Runs the Ružinov branch now')).toBeTruthy();
    expect(within(row).getByText('staff #2')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Administrator created on the command line' })).toBeTruthy();
  });

  it('writes the filters into the address and asks for them, from the start to the end of the days chosen', async () => {
    const recorded = fakeConsoleServer();
    keepStaffToken();
    const { location } = renderApp({ path: '/admin/audit' });
    const filters = within(await screen.findByRole('form', { name: 'Search the audit log' }, { timeout: 20_000 }));
    await userEvent.selectOptions(filters.getByLabelText('Action'), 'Account disabled');
    await userEvent.type(filters.getByLabelText('From'), '2026-11-01');
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath(location)).toBe('/admin/audit?action=staff.disable&from=2026-11-01'));
    await waitFor(() => expect(callsTo(recorded, 'GET', '/api/admin/audit')).toHaveLength(2));
    const query = new URLSearchParams(callsTo(recorded, 'GET', '/api/admin/audit')[1].path.split('?')[1]);
    expect(query.get('action')).toBe('staff.disable');
    expect(query.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(query.get('limit')).toBe('50');
  });

  it('offers older entries when a page is full, and downloads the CSV of the filters', async () => {
    const full = Array.from({ length: 50 }, (_, i) => ({ ...auditEntries[1], id: 100 - i }));
    const recorded = fakeConsoleServer({ 'GET /api/admin/audit': () => answer({ entries: full, nextBefore: 51 }) });
    keepStaffToken();
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { location } = renderApp({ path: '/admin/audit?action=staff.sign-in' });
    await userEvent.click(await screen.findByRole('link', { name: 'Older entries' }, { timeout: 20_000 }));
    await waitFor(() => expect(currentPath(location)).toBe('/admin/audit?action=staff.sign-in&before=51'));
    expect(await screen.findByRole('link', { name: 'Newest entries' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const exported = callsTo(recorded, 'GET', '/api/admin/audit/export')[0];
    expect(exported.path).toBe('/api/admin/audit/export?action=staff.sign-in');
    expect(exported.headers.get('authorization')).toBe('Bearer staff-token');
  });
});
