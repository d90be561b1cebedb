import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { activeContract, contractDetail, paidAheadContract, terminatingContract } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { jsonResponse } from '@tests/support/fakeNetwork';
import { callsTo, evictionRoutes, failingOnce, fakeServer, lastBody } from './network';

const request = '/api/client/contract/7/cancellation/request';
const noticeForm = async () => within(await screen.findByRole('form', { name: 'Give notice' }));

describe('giving notice', () => {
  it('asks for the last day and a reason, then sends the notice with the note', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    await findHeading('Give notice');
    const form = await noticeForm();
    expect(form.getByText(/^The earliest possible day is /)).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    expect(form.getByLabelText(/Last day of the rent/).getAttribute('aria-invalid')).toBe('true');
    expect(form.getByRole('checkbox', { name: 'I need a place closer to me' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(callsTo(recorded, 'POST', request)).toHaveLength(0);

    await userEvent.type(form.getByLabelText(/Last day of the rent/), '2026-12-31');
    await userEvent.click(form.getByRole('checkbox', { name: 'The price does not suit me' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Note (optional)' }), '  Moving abroad ');
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));

    expect(await screen.findByRole('heading', { name: 'We have received your notice' })).toBeTruthy();
    expect(lastBody(recorded, 'POST', request)).toEqual({
      day: '2026-12-31',
      note: 'Moving abroad',
      reasons: ['NevyhovujeMiCena'],
    });
    expect(screen.getByRole('link', { name: 'Back to the contract' }).getAttribute('href')).toBe('/my/contracts/7');
  });

  it('shows the paid-through day and offers no one-tap day while it is before the earliest day', async () => {
    fakeServer();
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    expect(form.getByText('The earliest possible day is 13/12/2026. Your rent is paid up to 13/11/2026.')).toBeTruthy();
    expect(form.queryByRole('button', { name: /the last paid day$/ })).toBeNull();
  });

  it('offers the last paid day in one tap and sends it without an acknowledgement: all paid rent is used', async () => {
    const recorded = fakeServer({ 'GET /api/client/my/contracts/7': { body: contractDetail(paidAheadContract) } });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    expect(form.getByText(/Your rent is paid up to 13\/02\/2027\.$/)).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'End on 13/02/2027, the last paid day' }));
    expect((form.getByLabelText(/Last day of the rent/) as HTMLInputElement).value).toBe('2027-02-13');
    expect(form.queryByRole('status')).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'I no longer need it' }));
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByRole('heading', { name: 'We have received your notice' })).toBeTruthy();
    expect(lastBody(recorded, 'POST', request)).toEqual({ day: '2027-02-13', note: null, reasons: ['UzNepotrebujem'] });
  });

  it('names the paid rent an earlier day gives up and sends it only once the customer accepts that', async () => {
    const recorded = fakeServer({ 'GET /api/client/my/contracts/7': { body: contractDetail(paidAheadContract) } });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    await userEvent.type(form.getByLabelText(/Last day of the rent/), '2026-12-31');
    const warning = within(form.getByRole('status'));
    expect(
      warning.getByText(
        'You chose a day before your paid rent runs out: the rent paid for 01/01/2027 – 13/02/2027 is not refunded.',
      ),
    ).toBeTruthy();
    const accept = warning.getByRole('checkbox', {
      name: /I accept that the rent paid for 01\/01\/2027 – 13\/02\/2027 is not refunded\./,
    });
    await userEvent.click(form.getByRole('checkbox', { name: 'Other reason' }));
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    expect(accept.getAttribute('aria-invalid')).toBe('true');
    expect(warning.getByText('Must be checked.')).toBeTruthy();
    expect(callsTo(recorded, 'POST', request)).toHaveLength(0);

    await userEvent.click(accept);
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByRole('heading', { name: 'We have received your notice' })).toBeTruthy();
    expect(lastBody(recorded, 'POST', request)).toEqual({
      day: '2026-12-31',
      note: null,
      reasons: ['Ine'],
      acknowledgeForfeit: true,
    });
  });

  it('asks again for the acceptance when the chosen day changes', async () => {
    fakeServer({ 'GET /api/client/my/contracts/7': { body: contractDetail(paidAheadContract) } });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    const day = form.getByLabelText(/Last day of the rent/);
    await userEvent.type(day, '2026-12-31');
    await userEvent.click(form.getByRole('checkbox', { name: /^I accept that/ }));
    await userEvent.clear(day);
    await userEvent.type(day, '2027-01-15');
    expect(
      (form.getByRole('checkbox', { name: /^I accept that the rent paid for 16\/01\/2027/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('when the server knows of paid rent the form did not, shows it and asks for the acceptance', async () => {
    let contractCalls = 0;
    let requests = 0;
    const recorded = fakeServer({
      'GET /api/client/my/contracts/7': () =>
        jsonResponse(contractDetail(contractCalls++ === 0 ? activeContract : paidAheadContract)),
      [`POST ${request}`]: () =>
        requests++ === 0
          ? jsonResponse(apiError(409, 'cancellation/forfeit-not-acknowledged').body, 409)
          : jsonResponse({ value: true }),
    });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    await userEvent.type(form.getByLabelText(/Last day of the rent/), '2026-12-31');
    expect(form.queryByRole('status')).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'Other reason' }));
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Your rent is paid beyond the day you chose');
    const accept = await form.findByRole('checkbox', { name: /^I accept that the rent paid for 01\/01\/2027/ });
    expect(form.getByText(/Your rent is paid up to 13\/02\/2027\.$/)).toBeTruthy();
    await userEvent.click(accept);
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByRole('heading', { name: 'We have received your notice' })).toBeTruthy();
    expect(lastBody(recorded, 'POST', request)).toMatchObject({ day: '2026-12-31', acknowledgeForfeit: true });
  });

  it('refuses notice while rents are unpaid and links to them', async () => {
    fakeServer({ [`POST ${request}`]: apiError(409, 'cancelContract/unpaid-invoices') });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const form = await noticeForm();
    await userEvent.type(form.getByLabelText(/Last day of the rent/), '2026-12-31');
    await userEvent.click(form.getByRole('checkbox', { name: 'Other reason' }));
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('You cannot terminate the lease if you have outstanding invoices.')).toBeTruthy();
    expect(alert.getByRole('link', { name: 'See unpaid rents' }).getAttribute('href')).toBe('/my/rents?show=unpaid');
  });

  it('says when notice was already given, instead of the form', async () => {
    fakeServer({ 'GET /api/client/contract/7/cancelation/was-requested': { body: { value: true } } });
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    expect(
      await screen.findByText('A cancellation request has already been submitted and is being processed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells why the form could not be prepared and prepares it again on “Try again”', async () => {
    const recorded = fakeServer(
      failingOnce('GET /api/client/contract/7/cancellation/first-possible-date', 503, 'maintenance'),
    );
    renderApp({ path: '/my/contracts/7/cancel', user: demoUser });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We are carrying out maintenance.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await noticeForm()).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/contract/7/cancellation/first-possible-date')).toHaveLength(2);
  });
});

describe('confirming the box is empty', () => {
  const evict = '/api/client/contract/8/cancelation/evict';

  it('states what the confirmation means and records it', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    await findHeading('Confirm the box is empty');
    expect(await screen.findByText('Contract CZ-2026-000008: box B-011, Praha – Smíchov.')).toBeTruthy();
    expect(screen.getByText('The confirmation cannot be taken back.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the box is empty' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for confirming' })).toBeTruthy();
    expect(callsTo(recorded, 'POST', evict)).toHaveLength(1);
  });

  // The fixtures' today is 29/11/2026: confirming ends a contract on 30/11/2026 at the latest.
  const willEnd = (date: string) =>
    `The contract then ends on ${date}. No further rent is billed, and rent already paid for days after that day is not refunded.`;
  const hasEnded = (date: string) => `We have recorded that the box is empty. The contract ends on ${date}.`;

  it('names tomorrow as the last day when the notice gave a later one, before and after confirming', async () => {
    const recorded = fakeServer(evictionRoutes(terminatingContract));
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    expect(
      await screen.findByText(
        'Confirm that you have emptied and cleaned the box. The contract then ends tomorrow at the latest, even if your notice gave a later day.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText(willEnd('30/11/2026'))).toBeTruthy();
    expect(screen.queryByText(/31\/12\/2026/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the box is empty' }));
    expect(await screen.findByText(hasEnded('30/11/2026'))).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/my/contracts/8')).toHaveLength(2);
  });

  it.each([
    ['tomorrow', '2026-11-30', '30/11/2026'],
    ['today', '2026-11-29', '29/11/2026'],
  ])('keeps the notice day when it is %s, before and after confirming', async (_, day, shown) => {
    fakeServer(evictionRoutes({ ...terminatingContract, terminationAt: day }));
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    expect(await screen.findByText(willEnd(shown))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the box is empty' }));
    expect(await screen.findByText(hasEnded(shown))).toBeTruthy();
  });

  it('names the last day the server set once confirmed, even when midnight passed meanwhile', async () => {
    fakeServer(evictionRoutes(terminatingContract, '2026-12-01'));
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    expect(await screen.findByText(willEnd('30/11/2026'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the box is empty' }));
    expect(await screen.findByText(hasEnded('01/12/2026'))).toBeTruthy();
  });

  it('says when the box was already confirmed empty', async () => {
    fakeServer({ [`POST ${evict}`]: apiError(409, 'eviction/already-confirmed') });
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the box is empty' }));
    expect((await screen.findByRole('status')).textContent).toBe('The eviction has already been confirmed.');
    expect(screen.queryByRole('button', { name: 'Confirm the box is empty' })).toBeNull();
  });

  it('tells why the confirmation failed and keeps it on offer', async () => {
    const recorded = fakeServer({ [`POST ${evict}`]: apiError(503, 'maintenance') });
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the box is empty' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We are carrying out maintenance. Please try again shortly.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the box is empty' }));
    await waitFor(() => expect(callsTo(recorded, 'POST', evict)).toHaveLength(2));
  });

  it('sends a contract without notice to give notice first', async () => {
    fakeServer();
    renderApp({ path: '/my/contracts/7/eviction', user: demoUser });
    expect(
      await screen.findByText(
        'No notice has been given on this contract, so there is nothing to confirm. Please give notice first.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Give notice' }).getAttribute('href')).toBe('/my/contracts/7/cancel');
    expect(screen.queryByRole('button', { name: 'Confirm the box is empty' })).toBeNull();
  });

  it('tells why the contract could not be loaded and loads it again on “Try again”', async () => {
    const recorded = fakeServer(failingOnce('GET /api/client/my/contracts/8', 503, 'maintenance'));
    renderApp({ path: '/my/contracts/8/eviction', user: demoUser });
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm the box is empty' })).toBeTruthy();
    expect(callsTo(recorded, 'GET', '/api/client/my/contracts/8')).toHaveLength(2);
  });
});
