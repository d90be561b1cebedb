import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { callsTo, fakeServer, lastBody } from './network';

const capture = '/api/client/camera/capture';
const picture = { contentType: 'image/png', dataBase64: 'iVBORw0KGgo=', takenAt: '2026-11-25T09:00:00.000Z' };

/** Presses "Camera" on the card of box A-006. */
async function openCamera() {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Box A-006' });
  await userEvent.click(within(heading.closest('li')!).getByRole('button', { name: 'Camera' }));
  return within(await screen.findByRole('dialog', { name: 'Camera – box A-006' }));
}

describe('the camera of a box on My boxes', () => {
  it('takes a current picture when asked, and another on “Refresh”', async () => {
    const recorded = fakeServer({ [`POST ${capture}`]: { body: picture } });
    renderApp({ path: '/my/boxes', user: demoUser });
    expect(callsTo(recorded, 'POST', capture)).toHaveLength(0);
    const dialog = await openCamera();
    const image = await dialog.findByRole('img', { name: 'Current camera picture of box A-006' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${picture.dataBase64}`);
    expect(dialog.getByText(/^Taken at /)).toBeTruthy();
    expect(lastBody(recorded, 'POST', capture)).toEqual({ contractId: 7 });
    await userEvent.click(dialog.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(recorded, 'POST', capture)).toHaveLength(2));
    expect(await dialog.findByText(/^Taken at /)).toBeTruthy();
  });

  it('says when the camera gives no picture', async () => {
    fakeServer({ [`POST ${capture}`]: apiError(409, 'contract/not-active') });
    renderApp({ path: '/my/boxes', user: demoUser });
    const dialog = await openCamera();
    expect((await dialog.findByRole('alert')).textContent).toBe('This contract has ended or is no longer active.');
  });
});
