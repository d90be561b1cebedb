import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Place } from '@contract/places';
import { zilinaPlaces } from '@machines/fixtures/places';
import { never } from '@tests/support/fakeNetwork';
import { PlaceSearch } from './PlaceSearch';
import type { FindPlaces } from './placeFinder';

const answering =
  (places: Place[]): FindPlaces =>
  async () =>
    places;

/** The town, street or warehouse search of /boxes with a faked place search, at phone width. */
const meta = {
  title: 'Find a box/Place search',
  component: PlaceSearch,
  args: { find: answering(zilinaPlaces), onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: '1rem', minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: 'Town, street or warehouse' });

const state = (name: string) => ({ machineState: { machine: 'placeSuggestions', state: name } });

/** Nothing typed yet. */
export const Empty: Story = { parameters: state('Idle') };

/** "zilina" typed: towns then a warehouse; Down marks the first, Enter chooses it. */
export const Suggestions: Story = {
  parameters: state('Found'),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await field(canvasElement), 'zilina');
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await field(canvasElement)).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(zilinaPlaces[0]);
    await expect(await field(canvasElement)).toHaveValue('Žilina');
  },
};

/** The suggestions open and one marked, as a visitor sees them while choosing. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'zilina');
    await within(canvasElement).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(canvasElement).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Waiting for the answer. */
export const Searching: Story = {
  parameters: state('Loading'),
  args: { find: () => never() },
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'bra');
    await expect(await within(canvasElement).findByText('Searching…')).toBeVisible();
  },
};

/** Nothing matches. */
export const NothingFound: Story = {
  parameters: state('None'),
  args: { find: answering([]) },
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'xyz');
    await expect(
      await within(canvasElement).findByText('Nothing found for “xyz”. Try another spelling or a nearby town.'),
    ).toBeVisible();
  },
};

/** The server cannot answer: the presets below still work. */
export const SearchFailed: Story = {
  parameters: state('Failed'),
  args: { find: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'praha');
    await expect(await within(canvasElement).findByText(/^The search is not available right now\./)).toBeVisible();
  },
};

/** Typing: the search waits for the keys to pause before asking. */
export const Typing: Story = {
  parameters: state('Waiting'),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'zil');
    await expect(await within(canvasElement).findByText('Searching…')).toBeVisible();
  },
};
