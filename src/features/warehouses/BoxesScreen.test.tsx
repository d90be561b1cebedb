import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defaultShellRoutes, type RecordedRequest } from '../../../tests/support/fakeNetwork';
import { currentPath, renderApp } from '../../../tests/support/renderApp';
import { nearestBeyondFixture, searchResultsFixture } from '../../../machines/fixtures/warehouse';

const around = 'GET /api/client/warehouse/around';

function network(routes = {}) {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal('fetch', createFakeFetch({ ...defaultShellRoutes, [around]: { body: searchResultsFixture }, ...routes }, recorded));
  return { searches: () => recorded.filter((r) => r.path.startsWith('/api/client/warehouse')).map((r) => new URL(r.path, 'http://x')) };
}

// The first visit loads the screen's chunk (with the API client) in the test runner: give it time.
const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Find a storage box' }, { timeout: 8000 });

describe('/boxes', () => {
  it('opens on Bratislava, lists the results and explains that there is no map', async () => {
    const { searches } = network();
    renderApp({ path: '/boxes' });
    await findTitle();
    expect(await screen.findByText('5 warehouses found')).toBeTruthy();
    expect(screen.getByText('The map is not available here, so the warehouses are shown as a list.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect(searches()[0].searchParams.get('lat')).toBe('48.1486');
  });

  it('keeps the search in the address: a preset and a size push entries that can be shared', async () => {
    const { searches } = network();
    const { location } = renderApp({ path: '/boxes' });
    await findTitle();
    await userEvent.click(screen.getByRole('link', { name: 'Praha – Smíchov' }));
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=praha-smichov&country=CZE'));
    await userEvent.selectOptions(screen.getByLabelText('Box size'), 'MEDIUM');
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=praha-smichov&country=CZE&size=MEDIUM'));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('size')).toBe('MEDIUM'));
    expect(searches().at(-1)?.searchParams.get('lat')).toBe('50.0706');
    expect(location.history).toHaveLength(3);
  });

  it('lists a whole branch when only the country is chosen', async () => {
    const { searches } = network({ 'GET /api/client/warehouse': { body: searchResultsFixture } });
    const { location } = renderApp({ path: '/boxes?location=ba-ruzinov&country=SVK' });
    await findTitle();
    await userEvent.selectOptions(screen.getByLabelText('Branch'), 'POL');
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?country=POL'));
    await waitFor(() => expect(searches().at(-1)?.pathname).toBe('/api/client/warehouse'));
    expect(searches().at(-1)?.searchParams.get('country')).toBe('POL');
  });

  it('never ends in a dead end: with nothing in the area, the nearest free warehouses beyond it', async () => {
    const { searches } = network({
      [around]: (request: Request) => Response.json(new URL(request.url).searchParams.has('radius') ? [] : nearestBeyondFixture),
    });
    renderApp({ path: '/boxes?location=48.9,19.7&zoom=14' });
    await findTitle();
    expect(await screen.findByText('No boxes found in the searched location.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trnava – Bratislavská' }).getAttribute('href')).toBe('/location/21');
    const beyond = searches().at(-1)!;
    expect(beyond.searchParams.has('radius')).toBe(false);
    expect(beyond.searchParams.get('onlyFree')).toBe('true');
  });

  it('shows "permission blocked" when the browser refuses the location (code 1)', async () => {
    network();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }) } }));
    renderApp({ path: '/boxes' });
    await findTitle();
    await userEvent.click(await screen.findByRole('button', { name: 'My location' }));
    expect((await screen.findByText(/Permission to access location is blocked\./)).textContent).toContain('allow it for this site in your browser settings');
  });

  it('searches around the visitor’s position after "my location"', async () => {
    const { searches } = network();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
      geolocation: { getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 49.20781, longitude: 18.74863, accuracy: 30 }, timestamp: Date.now() }) },
    }));
    const { location } = renderApp({ path: '/boxes?country=SVK&size=XS' });
    await findTitle();
    await userEvent.click(await screen.findByRole('button', { name: 'My location' }));
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=49.20781,18.74863&size=XS'));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('lat')).toBe('49.20781'));
    expect(JSON.parse(localStorage.getItem('geo.position') ?? 'null')).toMatchObject({ version: 1, lat: 49.20781, lng: 18.74863 });
  });
});
