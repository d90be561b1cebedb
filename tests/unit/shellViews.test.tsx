import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '@machines/fixtures/user';
import { findHeading, renderApp } from '../support/renderApp';

describe('top bar', () => {
  it('shows the user’s first name linking to my boxes, and logs out', async () => {
    renderApp({ path: '/help', user: demoUser });
    await findHeading('How it works');
    const banner = screen.getByRole('banner');
    const name = await within(banner).findAllByRole('link', { name: 'Jana' });
    expect(name[0].getAttribute('href')).toBe('/my/boxes');
    await userEvent.click(within(banner).getAllByRole('button', { name: 'Log out' })[0]);
    expect(localStorage.getItem('auth/token')).toBeNull();
    await findHeading(/Extra space/);
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('lists Franchising only for Slovakia and Czechia', async () => {
    renderApp({ path: '/help', config: { country: 'POL' } });
    await findHeading('How it works');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: 'Franchising' }),
    ).toBeNull();
  });

  it('lists Franchising in Czechia', async () => {
    renderApp({ path: '/help', config: { country: 'CZE' } });
    await findHeading('How it works');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Franchising' }),
    ).toBeTruthy();
  });

  it('the burger menu also lists trading terms, store policy and GDPR', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Trading terms' }).getAttribute('href')).toBe(
      'https://terms.selfstorage.example/svk/en/terms',
    );
    expect(within(menu).getByRole('link', { name: 'Store policy' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Privacy policy (GDPR)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('the language selector is a labelled listbox and remembers the choice', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const list = screen.getByRole('listbox', { name: 'Choose language' });
    expect(within(list).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(list).getByRole('option', { name: 'Slovenčina' }));
    expect(localStorage.getItem('user.lang')).toBe('sk');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('the language selector works with the keyboard', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('listbox'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(localStorage.getItem('user.lang')).toBe('uk');
  });
});

describe('footer', () => {
  it('shows contact, hours, company data and both versions', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'info@selfstorage.example' }).getAttribute('href')).toBe(
      'mailto:info@selfstorage.example',
    );
    expect(within(footer).getByText(/Call centre: Monday–Friday 9:00–17:00/)).toBeTruthy();
    expect(within(footer).getByText('IBAN: SK31 1200 0000 1987 4263 7541')).toBeTruthy();
    expect(await within(footer).findByText('Version 1.4.2 · API 1.4.0')).toBeTruthy();
  });

  it('hides Google Play on Apple devices', async () => {
    renderApp({ path: '/help', device: { isAppleDevice: true } });
    await findHeading('How it works');
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeTruthy();
  });

  it('shows membership logos only in Czech', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    expect(screen.queryByRole('list', { name: 'Memberships' })).toBeNull();
  });

  it('a triple click on the version line opens the diagnostics dialog', async () => {
    renderApp({ path: '/help', user: demoUser });
    await findHeading('How it works');
    const version = await screen.findByRole('button', { name: /^Version/ });
    await userEvent.tripleClick(version);
    const dialog = await screen.findByRole('dialog', { name: 'Diagnostics' });
    expect(within(dialog).getByText(/jana.novakova@example.com/)).toBeTruthy();
    expect(await within(dialog).findByText('Not supported by this browser')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('cookie bar', () => {
  it('accept all hides the bar, stores and applies the consent', async () => {
    const effects = { readStored: () => null, writeStored: vi.fn(), applyConsent: vi.fn() };
    renderApp({ path: '/help', cookiesDecided: false, cookieEffects: effects });
    await findHeading('How it works');
    const bar = screen.getByRole('region', { name: 'We use cookies' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
    await waitFor(() => expect(effects.writeStored).toHaveBeenCalled());
    expect(JSON.parse(effects.writeStored.mock.calls[0][0]).marketing).toBe(true);
    expect(effects.applyConsent).toHaveBeenCalledWith(true);
  });

  it('preferences: essential is fixed, marketing off by default', async () => {
    renderApp({ path: '/help', cookiesDecided: false });
    await findHeading('How it works');
    await userEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    // The consent machine loads on this first interaction.
    const essential = (await screen.findByRole('checkbox', { name: /Essential/ })) as HTMLInputElement;
    const marketing = screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement;
    expect(essential.checked && essential.disabled).toBe(true);
    expect(marketing.checked).toBe(false);
    await userEvent.click(marketing);
    expect(marketing.checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
  });

  it('cookie settings in the footer reopen the preferences', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('checkbox', { name: /Marketing/ })).toBeTruthy();
  });
});
