import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { createdGrantFixture, grantsFixture } from '@machines/fixtures/unlockToken';
import { accessLogFixture } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { callsTo, fakeServer, lastBody } from './network';

/** The card of a box on My boxes, found by its heading. */
const card = async (box: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: `Box ${box}` });
  return within(heading.closest('li')!);
};

/** The browser reports the customer standing at the warehouse's door. */
function placeCustomerAtTheWarehouse() {
  const position = { coords: { latitude: 48.1571, longitude: 17.1679, accuracy: 12 }, timestamp: Date.now() };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (found: (p: typeof position) => void) => found(position) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const boxUnlock = 'POST /api/client/lock-v2/box-unlock/105';

describe('the locks of a box on My boxes', () => {
  it('opens the box door from where the customer stands and counts down to locking again', async () => {
    placeCustomerAtTheWarehouse();
    const recorded = fakeServer({ [boxUnlock]: { body: { unlocked: true, relockAfterSeconds: 5 } } });
    renderApp({ path: '/my/boxes', user: demoUser });
    const locks = within((await card('A-006')).getByRole('group', { name: 'Open the locks' }));
    expect(locks.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Press to open',
      'Press to open',
      'Press to open',
    ]);
    await userEvent.click(locks.getByRole('button', { name: 'Box door Press to open' }));
    expect(await locks.findByText(/^Unlocked, locks again in \d s$/)).toBeTruthy();
    expect(lastBody(recorded, 'POST', '/api/client/lock-v2/box-unlock/105')).toEqual({
      lat: 48.1571,
      lng: 17.1679,
      accuracy: 12,
    });
    expect(callsTo(recorded, 'POST', '/api/client/lock-v2/warehouse-unlock/1')).toHaveLength(0);
  });

  it('says why a lock stayed closed and where to pay an overdue rent', async () => {
    placeCustomerAtTheWarehouse();
    fakeServer({ [boxUnlock]: apiError(403, 'lock-v2/rent-overdue') });
    renderApp({ path: '/my/boxes', user: demoUser });
    const active = await card('A-006');
    await userEvent.click(active.getByRole('button', { name: 'Box door Press to open' }));
    const alert = within(await active.findByRole('alert'));
    expect(alert.getByText(/A rent for this box is overdue/)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Go to My rents' }).getAttribute('href')).toBe('/my/rents');
  });

  it('has nothing to open in a keypad warehouse, whose entrance code is on the card', async () => {
    fakeServer();
    renderApp({ path: '/my/boxes', user: demoUser });
    const keypad = await card('B-011');
    expect(keypad.getByText('2580')).toBeTruthy();
    expect(keypad.queryByRole('group', { name: 'Open the locks' })).toBeNull();
  });

  it('reads the access log only when it is opened', async () => {
    const recorded = fakeServer({ 'GET /api/client/lock-v2/access-log/105': { body: accessLogFixture } });
    renderApp({ path: '/my/boxes', user: demoUser });
    const active = await card('A-006');
    expect(callsTo(recorded, 'GET', '/api/client/lock-v2/access-log/105')).toHaveLength(0);
    await userEvent.click(active.getByText('Access log'));
    expect(await active.findByText('You')).toBeTruthy();
    expect(active.getByText('mover@example.com (access link)')).toBeTruthy();
    expect(active.getByText('Refused: You are too far away from the lock.')).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/lock-v2/access-log/105')).toHaveLength(1);
  });
});

describe('giving a person access to a box', () => {
  const grantRoutes = {
    'GET /api/common/unlock-token': { body: grantsFixture },
    'POST /api/common/unlock-token/generate-unlock-token': { status: 201, body: createdGrantFixture },
    'DELETE /api/common/unlock-token/31': { body: { ...grantsFixture[0], revokedAt: '2026-11-25T10:00:00.000Z' } },
  };

  it('e-mails a person a link for the box and shows it once', async () => {
    const recorded = fakeServer(grantRoutes);
    renderApp({ path: '/my/boxes', user: demoUser });
    const active = await card('A-006');
    await userEvent.click(active.getByText('Give access'));
    const form = within(await active.findByRole('form', { name: 'Give access to box A-006' }));
    expect(await active.findByText('stahovaci@example.com')).toBeTruthy();
    await userEvent.type(form.getByRole('textbox', { name: /E-mail of the person/ }), 'novy@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await active.findByRole('textbox', { name: 'Access link' })).toHaveProperty(
      'value',
      createdGrantFixture.link,
    );
    expect(active.getByText(/^Access granted\. We have sent the link to novy@example\.com\./)).toBeTruthy();
    expect(lastBody(recorded, 'POST', '/api/common/unlock-token/generate-unlock-token')).toMatchObject({
      contractId: 7,
      email: 'novy@example.com',
      language: 'EN',
    });
  });

  it('revokes a running grant after asking', async () => {
    const recorded = fakeServer(grantRoutes);
    renderApp({ path: '/my/boxes', user: demoUser });
    const active = await card('A-006');
    await userEvent.click(active.getByText('Give access'));
    await userEvent.click(await active.findByRole('button', { name: 'Revoke the access of stahovaci@example.com' }));
    const question = within(active.getByRole('group', { name: 'Revoke the access of stahovaci@example.com' }));
    expect(question.getByRole('button', { name: 'No, keep it' })).toBe(document.activeElement);
    await userEvent.click(question.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(callsTo(recorded, 'DELETE', '/api/common/unlock-token/31')).toHaveLength(1));
  });

  it('is not offered on a box shared with the customer', async () => {
    fakeServer(grantRoutes);
    renderApp({ path: '/my/boxes', user: demoUser });
    const shared = await card('A-004');
    expect(shared.getByRole('group', { name: 'Open the locks' })).toBeTruthy();
    expect(shared.queryByText('Give access')).toBeNull();
    expect(shared.queryByText('Access log')).toBeNull();
  });
});
