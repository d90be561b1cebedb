import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@machines/fixtures/user';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { callsTo, failingOnce, fakeServer } from './network';

const contractLinks = () => screen.queryAllByRole('link', { name: /^Contract / }).map((link) => link.textContent);

describe('My contracts', () => {
  it('lists every contract with its status, box and price', async () => {
    fakeServer();
    renderApp({ path: '/my/contracts', user: demoUser });
    await findHeading('My contracts');
    await screen.findByRole('link', { name: 'Contract SK-2026-000007' });
    expect(contractLinks()).toEqual([
      'Contract CZ-2026-000008',
      'Contract SK-2026-000007',
      'Contract SK-2025-000004',
      'Contract SK-2025-000003',
    ]);
    const active = within(screen.getByRole('link', { name: 'Contract SK-2026-000007' }).closest('li')!);
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByText('Box A-006, Bratislava – Ružinov')).toBeTruthy();
    expect(active.getByText('€199.00 a month')).toBeTruthy();
  });

  it('filters by status through the address and asks the server for that status only', async () => {
    const recorded = fakeServer();
    const { location } = renderApp({ path: '/my/contracts', user: demoUser });
    await screen.findByRole('link', { name: 'Contract SK-2026-000007' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Notice given');
    await waitFor(() => expect(contractLinks()).toEqual(['Contract CZ-2026-000008']));
    expect(currentPath(location)).toBe('/my/contracts?status=TERMINATING');
    expect(callsTo(recorded, 'GET', '/api/client/my/contracts').at(-1)?.path).toBe(
      '/api/client/my/contracts?status=TERMINATING',
    );
  });

  it('says when no contract matches the filters', async () => {
    fakeServer();
    renderApp({ path: '/my/contracts?country=POL', user: demoUser });
    expect(await screen.findByText('No contract matches the chosen filters.')).toBeTruthy();
  });

  it('opens a contract with its facts, its rents and the way to give notice', async () => {
    fakeServer();
    const { location } = renderApp({ path: '/my/contracts', user: demoUser });
    await userEvent.click(await screen.findByRole('link', { name: 'Contract SK-2026-000007' }));
    await findHeading('Contract detail');
    expect(currentPath(location)).toBe('/my/contracts/7');
    const facts = within(await screen.findByRole('region', { name: 'Contract SK-2026-000007' }));
    expect(facts.getByText('Box A-006, Bratislava – Ružinov')).toBeTruthy();
    expect(facts.getByText('Indefinite')).toBeTruthy();
    expect(facts.getByText('Goods insured up to €3,000.00')).toBeTruthy();
    expect(facts.getByRole('button', { name: 'Download the rental agreement (PDF)' })).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Give notice' }).getAttribute('href')).toBe('/my/contracts/7/cancel');
    expect(facts.queryByRole('link', { name: 'Confirm the box is empty' })).toBeNull();
    const rents = within(screen.getByRole('table', { name: 'Rents of this contract' }));
    expect(rents.getAllByRole('row')).toHaveLength(4);
  });

  it('offers a contract under notice the confirmation that the box is empty, and no second notice', async () => {
    fakeServer();
    renderApp({ path: '/my/contracts/8', user: demoUser });
    const facts = within(await screen.findByRole('region', { name: 'Contract CZ-2026-000008' }));
    expect(facts.getByText('Notice given')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Confirm the box is empty' }).getAttribute('href')).toBe(
      '/my/contracts/8/eviction',
    );
    expect(facts.queryByRole('link', { name: 'Give notice' })).toBeNull();
    expect(screen.getByText('No rent has been issued for this contract yet.')).toBeTruthy();
  });

  it('tells why a contract could not be loaded and loads it again on “Try again”', async () => {
    const recorded = fakeServer(failingOnce('GET /api/client/my/contracts/7', 503, 'maintenance'));
    renderApp({ path: '/my/contracts/7', user: demoUser });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We are carrying out maintenance.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Contract SK-2026-000007' })).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/my/contracts/7')).toHaveLength(2);
  });
});
