import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defaultShellRoutes, type RecordedRequest } from '@tests/support/fakeNetwork';
import { currentPath, renderApp } from '@tests/support/renderApp';
import { zilinaPlaces } from '@machines/fixtures/places';
import { nearestBeyondFixture, searchResultsFixture } from '@machines/fixtures/warehouse';

const around = 'GET /api/client/warehouse/around';
const list = 'GET /api/client/warehouse';
const places = 'GET /api/client/places';

function network(routes = {}) {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    createFakeFetch(
      {
        ...defaultShellRoutes,
        [around]: { body: searchResultsFixture },
        [list]: { body: searchResultsFixture },
        [places]: (request: Request) =>
          Response.json(new URL(request.url).searchParams.get('q') === 'zilina' ? zilinaPlaces : []),
        ...routes,
      },
      recorded,
    ),
  );
  return {
    searches: () =>
      recorded.filter((r) => r.path.startsWith('/api/client/warehouse')).map((r) => new URL(r.path, 'http://x')),
    placeRequests: () => recorded.filter((r) => r.path.startsWith('/api/client/places')),
  };
}

const placeField = () => screen.getByRole('combobox', { name: 'Town, street or warehouse' });
/** The listbox the field controls (aria-controls), hidden while it has nothing to show. */
const suggestions = () => within(document.getElementById(placeField().getAttribute('aria-controls')!)!);

// The first visit loads the screen's chunk (with the API client) in the test runner: give it time.
const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Find a storage box' }, { timeout: 8000 });

describe('/boxes', () => {
  it('opens with the warehouses of every country ("All countries"), as a list without a map', async () => {
    const { searches } = network();
    renderApp({ path: '/boxes' });
    await findTitle();
    // The results come with the search's own chunk, loaded after the title's: the same allowance.
    expect(await screen.findByText('5 warehouses found', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('The map is not available here, so the warehouses are shown as a list.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect((screen.getByLabelText('Branch') as HTMLSelectElement).value).toBe('');
    expect(searches()[0].pathname).toBe('/api/client/warehouse');
    expect(searches()[0].searchParams.has('country')).toBe(false);
    expect(searches()[0].searchParams.has('lat')).toBe(false);
  });

  it('"All countries" after a branch lists every country again, not just one city', async () => {
    const { searches } = network();
    const { location } = renderApp({ path: '/boxes?location=ba-ruzinov&country=SVK' });
    await findTitle();
    await waitFor(() => expect(searches().at(-1)?.pathname).toBe('/api/client/warehouse/around'));
    await userEvent.selectOptions(screen.getByLabelText('Branch'), '');
    await waitFor(() => expect(currentPath(location)).toBe('/boxes'));
    await waitFor(() => expect(searches().at(-1)?.pathname).toBe('/api/client/warehouse'));
    expect([...searches().at(-1)!.searchParams.keys()]).toEqual([]);
  });

  it('finds a town as it is typed and moves the search there with the keyboard', async () => {
    const { searches, placeRequests } = network();
    const { location } = renderApp({ path: '/boxes?country=CZE' });
    await findTitle();
    const field = placeField();
    await userEvent.type(field, 'zilina');
    const options = await suggestions().findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ŽilinaSlovakia',
      'Žilinská LehotaSlovakia',
      'Žilina – BánováWarehouse · Bánovská cesta 12, Žilina',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('3 suggestions. Use the arrow keys to choose.')).toBeTruthy();
    // One request for the word, not one per letter; in the page's language.
    expect(placeRequests()).toHaveLength(1);
    expect(placeRequests()[0].headers.get('accept-language')).toBe('en');

    await userEvent.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[2].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');

    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=49.22315,18.73941&zoom=12'));
    expect((field as HTMLInputElement).value).toBe('Žilina');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('lat')).toBe('49.22315'));
    expect(searches().at(-1)?.pathname).toBe('/api/client/warehouse/around');
    expect(searches().at(-1)?.searchParams.get('lng')).toBe('18.73941');
  });

  it('chooses a warehouse with a click, and Escape closes the list, then clears the text', async () => {
    network();
    const { location } = renderApp({ path: '/boxes' });
    await findTitle();
    const field = placeField();
    await userEvent.type(field, 'zilina');
    await suggestions().findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(suggestions().queryAllByRole('option')).toEqual([]);
    expect((field as HTMLInputElement).value).toBe('zilina');
    await userEvent.keyboard('{Escape}');
    expect((field as HTMLInputElement).value).toBe('');

    await userEvent.type(field, 'zilina');
    await userEvent.click(await suggestions().findByRole('option', { name: /Bánová/ }));
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=49.2078,18.7486&zoom=15'));
  });

  it('says so when nothing is found, and when the search cannot answer', async () => {
    network({
      [places]: (request: Request) =>
        new URL(request.url).searchParams.get('q') === 'qqq'
          ? Response.json([])
          : Response.json({ status: 500, code: 'unexpected', detail: 'x' }, { status: 500 }),
    });
    renderApp({ path: '/boxes' });
    await findTitle();
    await userEvent.type(placeField(), 'qqq');
    expect(await screen.findByText('Nothing found for “qqq”. Try another spelling or a nearby town.')).toBeTruthy();
    await userEvent.type(placeField(), 'x');
    expect(await screen.findByText(/^The search is not available right now\./)).toBeTruthy();
    expect(suggestions().queryAllByRole('option')).toEqual([]);
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
      [around]: (request: Request) =>
        Response.json(new URL(request.url).searchParams.has('radius') ? [] : nearestBeyondFixture),
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
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }) },
      }),
    );
    renderApp({ path: '/boxes' });
    await findTitle();
    await userEvent.click(await screen.findByRole('button', { name: 'My location' }));
    expect((await screen.findByText(/Permission to access location is blocked\./)).textContent).toContain(
      'allow it for this site in your browser settings',
    );
  });

  it('searches around the visitor’s position after "my location"', async () => {
    const { searches } = network();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        geolocation: {
          getCurrentPosition: (ok: (p: unknown) => void) =>
            ok({ coords: { latitude: 49.20781, longitude: 18.74863, accuracy: 30 }, timestamp: Date.now() }),
        },
      }),
    );
    const { location } = renderApp({ path: '/boxes?country=SVK&size=XS' });
    await findTitle();
    await userEvent.click(await screen.findByRole('button', { name: 'My location' }));
    await waitFor(() => expect(currentPath(location)).toBe('/boxes?location=49.20781,18.74863&size=XS'));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('lat')).toBe('49.20781'));
    expect(JSON.parse(localStorage.getItem('geo.position') ?? 'null')).toMatchObject({
      version: 1,
      lat: 49.20781,
      lng: 18.74863,
    });
  });
});
