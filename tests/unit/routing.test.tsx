import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, findHeading, renderApp } from '../support/renderApp';
import { demoUser } from '@machines/fixtures/user';

describe('routing rules', () => {
  it('sends an anonymous visitor of /my/* to login with the original path and query', async () => {
    const { location } = renderApp({ path: '/my/rents?year=2024' });
    await findHeading('Log in');
    expect(currentPath(location)).toBe('/login?redirect=%2Fmy%2Frents%3Fyear%3D2024');
  });

  it('asks for login before telling that an unknown /my/ page does not exist', async () => {
    const { location } = renderApp({ path: '/my/nothing-here' });
    await findHeading('Log in');
    expect(currentPath(location)).toBe('/login?redirect=%2Fmy%2Fnothing-here');
  });

  it('shows /my/* pages with a session', async () => {
    renderApp({ path: '/my/boxes', user: demoUser });
    expect(await findHeading('My boxes')).toBeTruthy();
  });

  it.each(['/login', '/registration', '/reset-password/request', '/reset-password/change?token=x'])(
    'sends a signed-in user from %s home',
    async (path) => {
      const { location } = renderApp({ path, user: 'token-only' });
      await findHeading(/Extra space/);
      expect(currentPath(location)).toBe('/');
    },
  );

  it('shows the not-found page with a link home for unknown paths', async () => {
    renderApp({ path: '/no/such/page' });
    await findHeading('Sorry, this page no longer exists');
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('hides footer and menu with limitedView=true and keeps it on link clicks', async () => {
    const { location } = renderApp({ path: '/help?limitedView=true' });
    await findHeading('How it works');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Self Storage – home page' })).toBeTruthy();

    await userEvent.click(screen.getAllByRole('link', { name: 'Find a box' })[0]);
    await findHeading('Find a storage box');
    expect(currentPath(location)).toBe('/boxes?limitedView=true');
  });

  it('keeps limitedView on the login redirect too', async () => {
    const { location } = renderApp({ path: '/my/boxes?limitedView=true' });
    await findHeading('Log in');
    expect(currentPath(location)).toBe('/login?redirect=%2Fmy%2Fboxes%3FlimitedView%3Dtrue&limitedView=true');
  });

  it('inside the app, / goes to /webview once and the header is hidden there', async () => {
    const { location } = renderApp({ path: '/', device: { isWebview: true } });
    await findHeading('Welcome');
    expect(currentPath(location)).toBe('/webview');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(sessionStorage.getItem('isRedirected')).toBe('true');

    // Going back to / on purpose stays there: no loop.
    act(() => location.navigate('/'));
    await findHeading(/Extra space/);
    expect(currentPath(location)).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('outside the app, / stays the landing', async () => {
    const { location } = renderApp({ path: '/' });
    await findHeading(/Extra space/);
    expect(currentPath(location)).toBe('/');
  });

  it('titles each page: landing, boxes and location their own way, other pages by their heading', async () => {
    const { location } = renderApp({ path: '/help' });
    await findHeading('How it works');
    expect(document.title).toBe('How it works | Self Storage');

    act(() => location.navigate('/'));
    await findHeading(/Extra space/);
    await waitFor(() => expect(document.title).toBe('Storage boxes for rent from 1\u00a0m², open 24/7 | Self Storage'));

    act(() => location.navigate('/boxes'));
    await findHeading('Find a storage box');
    await waitFor(() => expect(document.title).toBe('Find a storage box near you | Self Storage'));

    act(() => location.navigate('/location/12'));
    await findHeading('Warehouse detail');
    await waitFor(() => expect(document.title).toBe('Warehouse detail – storage boxes for rent | Self Storage'));

    act(() => location.navigate('/gdpr'));
    await findHeading('Privacy policy');
    await waitFor(() => expect(document.title).toBe('Privacy policy | Self Storage'));
  });

  it('renders every route of the product with a heading', async () => {
    const routes = [
      '/registration',
      '/reset-password/request',
      '/reset-password/change',
      '/location/3',
      '/order/user-details',
      '/order/summary',
      '/order/first',
      '/order/status-check',
      '/store-policy',
      '/franchising',
      '/service-access',
    ];
    for (const path of routes) {
      const { unmount } = renderApp({ path });
      expect(await findHeading(/.+/)).toBeTruthy();
      unmount();
    }
    const myRoutes = [
      '/my/contracts',
      '/my/contracts/4',
      '/my/contracts/4/cancel',
      '/my/contracts/4/eviction',
      '/my/profile',
      '/my/profile/delete',
      '/my/profile/change-password',
      '/my/rents',
    ];
    for (const path of myRoutes) {
      const { unmount, location } = renderApp({ path, user: demoUser });
      expect(await findHeading(/.+/)).toBeTruthy();
      expect(currentPath(location)).toBe(path);
      unmount();
      localStorage.clear();
    }
    // Twenty-one screens, each its own lazily compiled chunk on first use: minutes on a busy machine.
  }, 120_000);

  it('shows the invalid-token message when the reset link has no token', async () => {
    renderApp({ path: '/reset-password/change' });
    expect((await screen.findByRole('alert')).textContent).toBe('This password reset link is invalid or has expired.');
  });

  it('replaces the whole app with the maintenance page', async () => {
    renderApp({ config: { maintenance: true } });
    await findHeading('We are improving our service');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
