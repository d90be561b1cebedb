import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '@tests/support/renderApp';

describe('burger menu and focus', () => {
  it('moves focus into the menu when it opens and back to its button on Escape', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('link')[0]));
    await userEvent.tab();
    expect(menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves on past it', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = within(screen.getByRole('navigation', { name: 'Menu' })).getAllByRole('link');
    links.at(-1)!.focus();
    screen.getByRole('heading', { level: 1 }).tabIndex = -1;
    screen.getByRole('heading', { level: 1 }).focus();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });
});
