import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '@tests/support/renderApp';

describe('the footer’s memberships', () => {
  it('show in Czech the two association logos, named by their alt text', async () => {
    renderApp({ path: '/help', lang: 'cs' });
    await screen.findByRole('contentinfo');
    const list = await screen.findByRole('list', { name: 'Členství' });
    const logos = within(list).getAllByRole('img');
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual([
      'Člen FEDESSA – Evropské federace asociací self storage',
      'Člen České asociace self storage',
    ]);
    expect(logos.map((img) => img.getAttribute('src')?.match(/\/art\/([a-z-]+)[^/]*\.svg/)?.[1])).toEqual([
      'fedessa',
      'self-storage-association',
    ]);
  });

  it('are left out in English', async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('list', { name: 'Memberships' })).toBeNull();
  });
});
