import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defaultShellRoutes } from '@tests/support/fakeNetwork';
import { currentPath, renderApp } from '@tests/support/renderApp';
import { detailFixture, detailRoutes } from '@machines/fixtures/warehouse';

const findName = () => screen.findByRole('heading', { level: 1, name: 'Bratislava – Ružinov' }, { timeout: 8000 });

describe('/location/:id', () => {
  it('titles the page with the warehouse and lists the free boxes with their order links', async () => {
    vi.stubGlobal('fetch', createFakeFetch({ ...defaultShellRoutes, ...detailRoutes(detailFixture()) }));
    renderApp({ path: '/location/1' });
    await findName();
    await waitFor(() => expect(document.title).toBe('Bratislava – Ružinov – storage boxes for rent | Self Storage'));
    expect(screen.getByRole('tab', { name: 'Boxes' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Order box A-001' }).getAttribute('href')).toBe(
      '/order/first?boxId=100&warehouseId=1',
    );
    expect(await screen.findByRole('heading', { name: 'Other warehouses nearby' })).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys and keeps the tab in the address', async () => {
    vi.stubGlobal('fetch', createFakeFetch({ ...defaultShellRoutes, ...detailRoutes(detailFixture()) }));
    const { location } = renderApp({ path: '/location/1?limitedView=true' });
    await findName();
    screen.getByRole('tab', { name: 'Boxes' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPath(location)).toBe('/location/1?limitedView=true&display=plan'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Floor plan' }));
    expect(screen.getByRole('tabpanel', { name: 'Floor plan' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Box A-005/ }));
    expect(screen.getByRole('link', { name: 'Order box A-005' }).getAttribute('href')).toBe(
      '/order/first?boxId=104&warehouseId=1&limitedView=true',
    );
  });

  it('offers no ordering in a deactivated warehouse', async () => {
    const deactivated = detailFixture({ deactivation: { deactivated: true }, hasFreeBoxes: false, freeBoxCount: 0 });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ ...defaultShellRoutes, ...detailRoutes(deactivated, { allTaken: true }) }),
    );
    renderApp({ path: '/location/1' });
    await findName();
    expect(screen.getByText('Warehouse is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Order/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No free box right now' })).toBeNull();
  });

  it('says when the warehouse does not exist', async () => {
    renderApp({ path: '/location/999' });
    expect(
      await screen.findByText('This warehouse does not exist or is no longer listed.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Warehouse detail');
  });
});
