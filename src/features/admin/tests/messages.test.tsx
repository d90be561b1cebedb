import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminMessages } from '@machines/fixtures/promotions';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const openPage = async (routes = {}) => {
  const recorded = fakeConsoleServer(routes);
  keepStaffToken();
  renderApp({ path: '/admin/messages' });
  await findHeading('Messages');
  return recorded;
};

describe('the messages page', () => {
  it('groups messages into shown now, coming and ended, with audience and missing languages', async () => {
    await openPage();
    const now = await screen.findByRole('heading', { name: 'Shown now (1)' }, { timeout: 20_000 });
    const current = within(now.closest('section')!);
    expect(current.getByText('Everyone')).toBeTruthy();
    expect(current.getByText('Missing: CS, UK, PL, HU, RO (shown in another language)')).toBeTruthy();
    const coming = within(screen.getByRole('heading', { name: 'Coming (1)' }).closest('section')!);
    expect(coming.getByText('Customers in Czechia')).toBeTruthy();
    expect(coming.getByText(/\(not shown to them\)/)).toBeTruthy();
    const ended = within(screen.getByRole('heading', { name: 'Ended (1)' }).closest('section')!);
    expect(ended.getByText('Customer jana.novakova@example.com')).toBeTruthy();
  });

  it('writes a message for one customer, marking the languages left empty, with a preview of the fallback', async () => {
    const recorded = await openPage({ 'POST /api/admin/messages': () => answer({ ...adminMessages[2], id: 40 }, 201) });
    const form = within(await screen.findByRole('form', { name: 'New message' }, { timeout: 20_000 }));
    expect(form.getByLabelText('English – missing')).toBeTruthy();
    await userEvent.type(form.getByLabelText('English – missing'), 'Your card expires this month.');
    expect(form.getByLabelText('English')).toBeTruthy();
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await userEvent.selectOptions(preview.getByLabelText('Customer’s language'), 'SK');
    expect(preview.getByText('Their language is missing: they read it in English.')).toBeTruthy();
    expect(preview.getByText('Your card expires this month.')).toBeTruthy();
    await userEvent.click(form.getByLabelText(/^Important/));
    await userEvent.selectOptions(form.getByLabelText(/^For/), 'One customer');
    await userEvent.type(form.getByLabelText(/Customer’s e-mail/), 'Jana.Novakova@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Message saved. The change is in the audit log.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/messages')).toMatchObject({
      texts: { EN: 'Your card expires this month.' },
      important: true,
      fallback: true,
      audience: 'CUSTOMER',
      country: null,
      customerEmail: 'jana.novakova@example.com',
      visibleUntil: null,
    });
    await waitFor(() => expect(callsTo(recorded, 'GET', '/api/admin/messages').length).toBe(2));
  });

  it('asks for a text before sending, and shows an unknown customer at the e-mail', async () => {
    const recorded = await openPage({
      'POST /api/admin/messages': () =>
        answer(
          {
            status: 404,
            code: 'message/unknown-customer',
            detail: 'x',
            fields: [{ path: 'body.customerEmail', code: 'message/unknown-customer' }],
          },
          404,
        ),
    });
    const form = within(await screen.findByRole('form', { name: 'New message' }, { timeout: 20_000 }));
    await userEvent.selectOptions(form.getByLabelText(/^For/), 'One customer');
    await userEvent.type(form.getByLabelText(/Customer’s e-mail/), 'nobody@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Save message' }));
    expect(await form.findByText('Mandatory.')).toBeTruthy();
    expect(callsTo(recorded, 'POST', '/api/admin/messages')).toEqual([]);
    await userEvent.type(form.getByLabelText('Slovak – missing'), 'Ahoj');
    await userEvent.click(form.getByRole('button', { name: 'Save message' }));
    expect(await form.findByText('No customer account has this e-mail.')).toBeTruthy();
  });

  it('previews a message without fallback as not shown to other languages', async () => {
    await openPage();
    const form = within(await screen.findByRole('form', { name: 'New message' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText('Czech – missing'), 'Jen česky');
    await userEvent.click(form.getByLabelText(/Show it in another language/));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByText('A customer with this language is not shown the message.')).toBeTruthy();
    await userEvent.selectOptions(preview.getByLabelText('Customer’s language'), 'CS');
    expect(preview.getByText('Jen česky')).toBeTruthy();
  });

  it('ends a message shown now', async () => {
    const recorded = await openPage({
      'POST /api/admin/messages/21/end': () => answer({ ...adminMessages[0], visibleUntil: '2026-11-20T10:00:00Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change message 21' }, { timeout: 20_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'End message 21 now' }));
    await waitFor(() => expect(callsTo(recorded, 'POST', '/api/admin/messages/21/end').length).toBe(1));
  });
});
