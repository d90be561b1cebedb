import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@machines/fixtures/user';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { callsTo, failingOnce, fakeServer } from './network';

/** The card of a box on My boxes, found by its heading. */
const card = async (box: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: `Box ${box}` });
  return within(heading.closest('li')!);
};

describe('My boxes', () => {
  it('lists the boxes the customer rents and the one shared with them', async () => {
    fakeServer();
    renderApp({ path: '/my/boxes', user: demoUser });
    await findHeading('My boxes');
    const own = within(await screen.findByRole('region', { name: 'Your boxes' }));
    expect(own.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Box B-011', 'Box A-006']);
    const active = await card('A-006');
    expect(active.getByText('Bratislava – Ružinov')).toBeTruthy();
    expect(active.getByRole('link', { name: 'SK-2026-000007' }).getAttribute('href')).toBe('/my/contracts/7');
    const underNotice = await card('B-011');
    expect(underNotice.getByText(/^Ends on /)).toBeTruthy();
    expect(underNotice.getByText('2580')).toBeTruthy();
    const shared = within(screen.getByRole('region', { name: 'Shared with you' }));
    expect(shared.getByRole('heading', { level: 3, name: 'Box A-004' })).toBeTruthy();
    expect(shared.getByText('Shared with you by Peter Kováč')).toBeTruthy();
  });

  it('shows a box’s lock code when asked and hides it again', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/my/boxes', user: demoUser });
    const active = await card('A-006');
    expect(callsTo(recorded, 'GET', '/api/client/contract/7/lock-access-pin')).toHaveLength(0);
    await userEvent.click(active.getByRole('button', { name: 'Show code' }));
    expect(await active.findByText('4096')).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/contract/7/lock-access-pin')).toHaveLength(1);
    await userEvent.click(active.getByRole('button', { name: 'Hide code' }));
    expect(active.queryByText('4096')).toBeNull();
  });

  it('offers to find a box when the customer rents none', async () => {
    fakeServer({
      'GET /api/client/my/contracts': { body: [] },
      'GET /api/client/my/shared-boxes': { body: { sharedWithMe: [], sharedByMe: [] } },
    });
    renderApp({ path: '/my/boxes', user: demoUser });
    expect(await screen.findByText('You do not rent any box yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a box' }).getAttribute('href')).toBe('/boxes');
  });

  it('tells why the boxes could not be loaded and loads them again on “Try again”', async () => {
    const recorded = fakeServer(failingOnce('GET /api/client/my/contracts', 503, 'maintenance'));
    renderApp({ path: '/my/boxes', user: demoUser });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We are carrying out maintenance. Please try again shortly.');
    expect(screen.queryByRole('heading', { name: /^Box / })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('A-006')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(recorded, 'GET', '/api/client/my/contracts')).toHaveLength(2);
  });
});
