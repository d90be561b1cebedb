import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../support/renderApp';

describe('moving between pages', () => {
  it("leaves focus alone on the first load, then focuses the new page's heading after a navigation", async () => {
    renderApp({ path: '/help' });
    await findHeading('How it works');
    expect(document.activeElement).toBe(document.body);

    const link = screen.getAllByRole('link', { name: 'Find a box' })[0];
    link.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await findHeading('Find a storage box');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The heading takes focus from a script only; it is not a tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('main')?.contains(document.activeElement)).toBe(true);
  });

  it('gives each page its own title: its heading, or the order step it is', async () => {
    const titles: Record<string, string> = {};
    for (const path of [
      '/help',
      '/login',
      '/gdpr',
      '/order/first',
      '/order/user-details',
      '/order/status-check',
      '/no/such/page',
    ]) {
      const { unmount } = renderApp({ path });
      await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
      await waitFor(() => expect(document.title).not.toBe('Self Storage – storage boxes for rent'));
      titles[path] = document.title;
      unmount();
    }
    expect(titles).toEqual({
      '/help': 'How it works | Self Storage',
      '/login': 'Log in | Self Storage',
      '/gdpr': expect.stringMatching(/^Privacy.* \| Self Storage$/),
      '/order/first': 'Order – step 1 of 3: Your order | Self Storage',
      '/order/user-details': 'Order – step 2 of 3: Your details | Self Storage',
      '/order/status-check': 'Payment status | Self Storage',
      '/no/such/page': 'Sorry, this page no longer exists | Self Storage',
    });
  });

  it('drops the canonical link, which names the first page, once the app moves to another (phones share a page under it)', async () => {
    const link = document.head.appendChild(
      Object.assign(document.createElement('link'), { rel: 'canonical', href: 'https://storage.example/help' }),
    );
    try {
      renderApp({ path: '/help' });
      await findHeading('How it works');
      expect(link.isConnected).toBe(true);
      await userEvent.click(screen.getAllByRole('link', { name: 'Find a box' })[0]);
      await findHeading('Find a storage box');
      await waitFor(() => expect(document.querySelector('link[rel="canonical"]')).toBeNull());
    } finally {
      link.remove();
    }
  });

  it('titles the page in its language', async () => {
    renderApp({ path: '/order/user-details', lang: 'sk' });
    await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Objednávka – krok 2 z 3: Vaše údaje | Self Storage'));
  });
});
