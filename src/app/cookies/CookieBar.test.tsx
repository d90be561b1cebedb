import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '@tests/support/renderApp';

const bar = () => screen.getByRole('region', { name: 'We use cookies' });
const barGone = () => waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());

describe('cookie bar and focus', () => {
  it('comes first in the focus order, before the skip link and the page', async () => {
    renderApp({ path: '/help', cookiesDecided: false });
    await findHeading('How it works');
    await userEvent.tab();
    expect(bar().contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Read our privacy policy');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Accept all');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Skip to main content');
  });

  it('moves focus into the preferences, back to their button, and to the page heading when the bar closes', async () => {
    renderApp({ path: '/help', cookiesDecided: false });
    const heading = await findHeading('How it works');
    within(bar()).getByRole('button', { name: 'Preferences' }).focus();
    await userEvent.keyboard('{Enter}');
    // The consent machine loads on this first interaction; focus waits for the panel.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Marketing/ })));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Marketing/ })).toHaveProperty('checked', true);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Back, without saving' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(bar()).getByRole('button', { name: 'Preferences' })),
    );

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Marketing/ })));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Save my choice' }));
    await barGone();
    expect(document.activeElement).toBe(heading);
  });

  it('returns focus to the control the visitor came from when they accept', async () => {
    renderApp({ path: '/help', cookiesDecided: false });
    await findHeading('How it works');
    const link = within(screen.getByRole('main')).getAllByRole('link')[0];
    link.focus();
    within(bar()).getByRole('button', { name: 'Accept all' }).focus();
    await userEvent.keyboard('{Enter}');
    await barGone();
    expect(document.activeElement).toBe(link);
  });

  it('"Cookie settings" in the footer moves focus into the preferences and back to itself', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Marketing/ })));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Back, without saving' }));
    await barGone();
    expect(document.activeElement).toBe(settings);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Marketing/ })));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Accept all' }));
    await barGone();
    expect(document.activeElement).toBe(settings);
  });
});
