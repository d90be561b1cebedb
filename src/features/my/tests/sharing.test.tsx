import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { myBoxShares, sharedBoxes } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { jsonResponse } from '@tests/support/fakeNetwork';
import { callsTo, fakeServer, lastBody } from './network';

const sharedByMe = (shares = myBoxShares) => ({ body: { ...sharedBoxes, sharedByMe: shares } });

/** Opens "Share" on the card of box A-006 and waits for its panel. */
async function openSharing() {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Box A-006' });
  const card = within(heading.closest('li')!);
  await userEvent.click(card.getByText('Share', { selector: 'summary' }));
  return card;
}

describe('sharing a box with another customer', () => {
  it('shares the box with the account of an e-mail and lists it', async () => {
    const added = { contractId: 7, boxName: 'A-006', email: 'eva@example.com', sharedAt: '2026-11-25T10:00:00.000Z' };
    const recorded = fakeServer({
      'GET /api/client/my/shared-boxes': sharedByMe([]),
      'POST /api/client/my/add-box-sharing': sharedByMe([added]),
    });
    renderApp({ path: '/my/boxes', user: demoUser });
    const card = await openSharing();
    expect(await card.findByText('You have not shared this box with anyone yet.')).toBeTruthy();
    const form = within(card.getByRole('form', { name: 'Share box A-006' }));
    await userEvent.type(form.getByRole('textbox', { name: /E-mail of their account/ }), 'eva@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Share' }));
    expect(
      await card.findByText('The box is now shared with eva@example.com. We have sent them an e-mail.'),
    ).toBeTruthy();
    expect(within(card.getByRole('region', { name: 'Shared with' })).getByText('eva@example.com')).toBeTruthy();
    expect(form.getByRole('textbox', { name: /E-mail of their account/ })).toHaveProperty('value', '');
    expect(lastBody(recorded, 'POST', '/api/client/my/add-box-sharing')).toEqual({
      contractId: 7,
      email: 'eva@example.com',
    });
  });

  it('says by the field when no account has that e-mail', async () => {
    fakeServer({
      'POST /api/client/my/add-box-sharing': apiError(404, 'boxSharing/user-email-not-found', [
        { path: 'email', code: 'boxSharing/user-email-not-found' },
      ]),
    });
    renderApp({ path: '/my/boxes', user: demoUser });
    const card = await openSharing();
    const field = await card.findByRole('textbox', { name: /E-mail of their account/ });
    await userEvent.type(field, 'nobody@example.com');
    await userEvent.click(card.getByRole('button', { name: 'Share' }));
    expect(await card.findByText('The user does not exist, ask them to register first.')).toBeTruthy();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });

  it('stops sharing with a person after asking', async () => {
    const recorded = fakeServer({
      'GET /api/client/my/shared-boxes': sharedByMe(),
      'POST /api/client/my/remove-box-sharing': sharedByMe(myBoxShares.slice(1)),
    });
    renderApp({ path: '/my/boxes', user: demoUser });
    const card = await openSharing();
    await userEvent.click(
      await card.findByRole('button', { name: 'Remove the sharing with jana.novakova@example.com' }),
    );
    const question = within(card.getByRole('group', { name: 'Remove the sharing with jana.novakova@example.com' }));
    await userEvent.click(question.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(card.queryByText('jana.novakova@example.com')).toBeNull());
    expect(card.getByText('marek.horvat@example.com')).toBeTruthy();
    expect(lastBody(recorded, 'POST', '/api/client/my/remove-box-sharing')).toEqual({
      contractId: 7,
      email: 'jana.novakova@example.com',
    });
  });

  it('tells why the shares could not be loaded and loads them again on “Try again”', async () => {
    // My boxes reads the shared boxes first; the panel's own read of them fails once.
    let reads = 0;
    const recorded = fakeServer({
      'GET /api/client/my/shared-boxes': () =>
        ++reads === 2 ? jsonResponse(apiError(503, 'maintenance').body, 503) : jsonResponse(sharedBoxes),
    });
    renderApp({ path: '/my/boxes', user: demoUser });
    const card = await openSharing();
    const alert = await card.findByRole('alert');
    expect(alert.textContent).toContain('We are carrying out maintenance.');
    expect(card.queryByRole('form', { name: 'Share box A-006' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card.findByRole('form', { name: 'Share box A-006' })).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/my/shared-boxes')).toHaveLength(3);
  });
});
