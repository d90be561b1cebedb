import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '@shared/countries/countryOptions';
import { alpha2Of, iso3166Alpha3 } from '@contract/countries';
import { apiError, demoProfile } from '@machines/fixtures/account';
import { demoReferral } from '@machines/fixtures/referral';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { fakeServer, lastBody } from './network';

const form = async () => within(await screen.findByRole('form', { name: 'My profile' }, { timeout: 20_000 }));
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => !text.startsWith('With the'))
    .join(' ');

describe('my profile', () => {
  it('shows the contact, user and invoicing groups filled from the profile, and the referral', async () => {
    fakeServer();
    renderApp({ path: '/my/profile', user: demoUser });
    const inForm = await form();
    expect(inForm.getByRole('group', { name: 'Contact' })).toBeTruthy();
    expect((inForm.getAllByLabelText(/^First name/)[0] as HTMLInputElement).value).toBe('Jana');
    expect(inForm.getByRole('radio', { name: 'Private person' })).toHaveProperty('checked', true);
    expect((inForm.getByRole('combobox', { name: /^Country/ }) as HTMLSelectElement).value).toBe('SVK');
    expect(inForm.getByRole('option', { name: 'Slovakia' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: demoReferral.url })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/my/profile/change-password',
    );
    expect(screen.getByRole('link', { name: 'Cancel account' }).getAttribute('href')).toBe('/my/profile/delete');
  });

  it('asks for the company details when invoicing a company', async () => {
    fakeServer();
    renderApp({ path: '/my/profile', user: demoUser });
    const inForm = await form();
    await userEvent.click(inForm.getByRole('radio', { name: 'Company' }));
    await userEvent.click(inForm.getByRole('button', { name: 'Save changes' }));
    expect(messageOf(inForm.getByLabelText(/^Company name/))).toBe('Mandatory.');
    expect(messageOf(inForm.getByLabelText(/^IČO/))).toBe('Mandatory.');
    expect(document.activeElement).toBe(inForm.getByLabelText(/^Company name/));
  });

  it('puts “phone exists” next to the phone field', async () => {
    fakeServer({
      'PUT /api/client/my/profile': apiError(409, 'registration/phone-exists', [
        { path: 'body.contact.phoneNumber', code: 'registration/phone-exists' },
      ]),
    });
    renderApp({ path: '/my/profile', user: demoUser });
    const inForm = await form();
    await userEvent.click(inForm.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('This telephone number already exists.');
    const phone = within(inForm.getByRole('group', { name: 'Contact' })).getByLabelText(/^Phone number/);
    expect(messageOf(phone)).toBe('This telephone number already exists.');
  });

  it('explains a stale save and loads the current details on request', async () => {
    const recorded = fakeServer({
      'PUT /api/client/my/profile': apiError(409, 'stale-version', [
        { path: 'body.invoicingDetails.version', code: 'stale-version' },
      ]),
    });
    renderApp({ path: '/my/profile', user: demoUser });
    const inForm = await form();
    await userEvent.click(inForm.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This information was changed in the meantime.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the current details' }));
    await form();
    expect(recorded.filter((r) => r.path === '/api/client/my/profile' && r.method === 'GET')).toHaveLength(2);
  });

  it('saves and shows the new first name in the top bar', async () => {
    const saved = { ...demoProfile, user: { ...demoProfile.user, firstName: 'Janka' } };
    const recorded = fakeServer({ 'PUT /api/client/my/profile': { body: saved } });
    renderApp({ path: '/my/profile', user: demoUser });
    const inForm = await form();
    const firstName = within(inForm.getByRole('group', { name: 'Personal details' })).getByLabelText(/^First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Janka');
    await userEvent.click(inForm.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes have been saved.');
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Janka' }).length).toBeGreaterThan(0),
    );
    const body = lastBody(recorded, 'PUT', '/api/client/my/profile') as {
      user: { firstName: string };
      invoicingDetails: { version: number };
    };
    expect(body.user.firstName).toBe('Janka');
    expect(body.invoicingDetails.version).toBe(3);
  });
});

describe('country list', () => {
  it('maps every ISO alpha-3 code to a distinct alpha-2 code with a localised name', () => {
    const alpha2 = iso3166Alpha3.map((code) => alpha2Of[code]);
    expect(new Set(alpha2).size).toBe(iso3166Alpha3.length);
    expect(alpha2Of.SVK).toBe('SK');
    expect(alpha2Of.GBR).toBe('GB');
    const slovak = countryOptions('sk');
    expect(slovak).toHaveLength(iso3166Alpha3.length);
    expect(slovak.find((option) => option.value === 'DEU')?.label).toBe('Nemecko');
    expect(slovak.every((option) => option.label !== option.value)).toBe(true);
  });
});
