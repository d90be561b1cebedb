import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LocationPermission } from '@machines/geolocation/context';
import { fakeGeolocationEffects } from '@machines/geolocation/fakeEffects';
import { WarehouseSearchProvider } from '@machines/warehouseSearch/provider';
import { jsonResponse, never, unanswered, type FakeRoutes } from '@tests/support/fakeNetwork';
import { nearestBeyondFixture, searchResultsFixture } from '@machines/fixtures/warehouse';
import { MapsLoaderContext, type MapsLoader } from '@shared/places/mapsLoaderContext';
import { SearchSetupContext } from './search/searchSetup';
import { SearchResultsView, useSearchResults } from './search/SearchResults';
import BoxesScreen from './BoxesScreen';

const around = 'GET /api/client/warehouse/around';
const state = (name: string) => ({ machineState: { machine: 'warehouseSearch', state: name } });

/** Location access is faked per story (`parameters.geolocation`), and so is the maps script (`parameters.mapsLoader`). */
const withFakeBrowser: Decorator = (Story, { parameters }) => {
  const permission = (parameters.geolocation ?? 'prompt') as LocationPermission;
  const geolocationEffects = fakeGeolocationEffects({
    readPermission: async () => permission,
    readPosition: () =>
      permission === 'denied'
        ? Promise.reject({ code: 1 })
        : Promise.resolve({ lat: 48.1486, lng: 17.1077, accuracy: 25, at: Date.now() }),
  });
  return (
    <SearchSetupContext.Provider value={{ geolocationEffects }}>
      <MapsLoaderContext.Provider value={(parameters.mapsLoader as MapsLoader | undefined) ?? null}>
        <Story />
      </MapsLoaderContext.Provider>
    </SearchSetupContext.Provider>
  );
};

/** The search screen in the states of the warehouse-search machine, over a faked API. */
const meta = {
  title: 'Screens/Find a box/Search',
  component: BoxesScreen,
  decorators: [withFakeBrowser],
  args: { params: {} },
  parameters: {
    shell: { path: '/boxes?location=ba-ruzinov&country=SVK' },
    network: { [around]: { body: searchResultsFixture } } satisfies FakeRoutes,
  },
} satisfies Meta<typeof BoxesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first search is on its way: placeholders hold the room of the cards. */
export const Loading: Story = { parameters: { network: { [around]: unanswered }, ...state('Searching') } };

/** Results in the API's order: free boxes first, then by distance; a full one last. */
export const Results: Story = {
  parameters: state('Results'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5 warehouses found')).toBeVisible();
  },
};

/** Nothing in the area: the message, and the nearest warehouses with free boxes beyond it. */
export const NoResultsWithNearestBeyond: Story = {
  parameters: {
    shell: { path: '/boxes?location=48.9,19.7&zoom=13' },
    network: {
      [around]: (request: Request) =>
        jsonResponse(new URL(request.url).searchParams.has('radius') ? [] : nearestBeyondFixture),
    },
    ...state('NoResults'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No boxes found in the searched location.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Trnava – Bratislavská' })).toBeVisible();
  },
};

/** The main host fails: a message and a retry. */
export const Failed: Story = {
  parameters: {
    network: { [around]: { status: 500, body: { status: 500, code: 'unexpected', detail: 'down' } } },
    ...state('Failed'),
  },
};

/** Nothing in the area, and the nearest warehouses beyond it are still being looked for. */
export const LookingBeyond: Story = {
  parameters: {
    shell: { path: '/boxes?location=48.9,19.7&zoom=13' },
    network: {
      [around]: (request: Request) =>
        new URL(request.url).searchParams.has('radius') ? jsonResponse([]) : unanswered(),
    },
    ...state('LookingBeyond'),
  },
};

/** Before the screen asks for its first search: the placeholders of the result list. */
function IdleResults() {
  return <SearchResultsView {...useSearchResults()} />;
}

export const Idle: Story = {
  parameters: state('Idle'),
  render: () => (
    <WarehouseSearchProvider effects={{ search: never, nearestBeyond: never }}>
      <IdleResults />
    </WarehouseSearchProvider>
  ),
};

/** A whole branch, listed free boxes first (no place chosen). */
export const WholeBranch: Story = {
  parameters: {
    shell: { path: '/boxes?country=SVK' },
    network: { 'GET /api/client/warehouse': { body: searchResultsFixture.map((w) => ({ ...w, distance: null })) } },
  },
};

/** A maps key is configured but the script cannot load (offline, blocked): the list, with a short note. */
export const MapUnavailable: Story = {
  parameters: {
    shell: { path: '/boxes?location=ba-ruzinov&country=SVK', config: { mapsKey: 'story-key' } },
    mapsLoader: () => Promise.reject(new Error('offline')),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The map could not be loaded/)).toBeVisible();
  },
};

/** A maps key and a slow script: the list is already there, the map box keeps its room. */
export const MapLoading: Story = {
  parameters: {
    shell: { path: '/boxes?location=ba-ruzinov&country=SVK', config: { mapsKey: 'story-key' } },
    mapsLoader: never,
  },
};

/** Location blocked: pressing "my location" explains it. */
export const LocationBlocked: Story = { parameters: { geolocation: 'denied' } };
