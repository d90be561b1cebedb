import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { staffMe, supportMe } from '@machines/fixtures/staff';
import { ruzinovEditor, slovakHolidays } from '@machines/fixtures/warehouseEditor';
import { FailureError } from '@machines/shared/failure';
import { MapsLoaderContext, type MapsLoader } from '@shared/places/mapsLoaderContext';
import { never } from '@tests/support/fakeNetwork';
import type { WarehouseActions } from './warehouseEffects';
import { WarehouseEditorScreen } from './WarehouseEditorScreen';

/** The warehouse editor with its calls answered at once (or never, or refused), one story per state of its page. */
const actionsWith = (over: Partial<WarehouseActions> = {}): WarehouseActions => ({
  get: async () => ruzinovEditor,
  holidays: async () => slovakHolidays,
  create: async (body) => ({ ...ruzinovEditor, ...body, id: 3 }) as typeof ruzinovEditor,
  update: async () => ruzinovEditor,
  uploadPhoto: async () => ruzinovEditor.photos,
  arrangePhotos: async () => ruzinovEditor.photos,
  setDeactivated: async () => ({ ...ruzinovEditor, deactivated: true }),
  findPlaces: async () => [],
  ...over,
});

/** The maps script as a story asks for it (`parameters.mapsLoader`): never loaded, or refused, with no network. */
const withMapsLoader: Decorator = (Story, { parameters }) => (
  <MapsLoaderContext.Provider value={(parameters.mapsLoader as MapsLoader | undefined) ?? null}>
    <Story />
  </MapsLoaderContext.Provider>
);

const meta = {
  title: 'Console/Warehouse editor',
  decorators: [withMapsLoader],
  component: WarehouseEditorScreen,
  args: { me: staffMe, id: 3, actions: actionsWith() },
  parameters: { shell: { path: '/admin/network/3' } },
} satisfies Meta<typeof WarehouseEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Warehouse details' }));

/** The warehouse's page is still loading. */
export const Loading: Story = {
  args: { actions: actionsWith({ get: never }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** An administrator's editor: every section, the photos and deactivation. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('group', { name: /Czech – description missing/ })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('form', { name: 'Deactivate the warehouse' })).toBeInTheDocument();
  },
};

/** Support reads the warehouse: the fields are disabled, nothing can be sent. */
export const ReadOnly: Story = {
  args: { me: supportMe },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** A wrong interval is named at its field before anything is sent. */
export const InvalidHours: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const backup = within(fields.getByRole('group', { name: 'Access hours of the backup entrance' }));
    await userEvent.clear(backup.getByLabelText(/^To/));
    await userEvent.type(backup.getByLabelText(/^To/), '07:00');
    await userEvent.click(fields.getByRole('button', { name: 'Save changes' }));
    await expect(await fields.findByText('The interval must end after it starts.')).toBeInTheDocument();
  },
};

/** The save is on its way: the button says so. */
export const Saving: Story = {
  args: { actions: actionsWith({ update: never }) },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Save changes' }));
    await expect(await fields.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** The server refused the branch code: the message is at that field. */
export const Refused: Story = {
  args: {
    actions: actionsWith({
      update: () =>
        Promise.reject(
          new FailureError(409, 'warehouse/branch-code-taken', [
            { path: 'body.branchCode', code: 'warehouse/branch-code-taken' },
          ]),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Save changes' }));
    await expect(await fields.findByText('Another warehouse has this branch code.')).toBeInTheDocument();
  },
};

/** The warehouse could not be loaded (or is another owner's): the refusal with "try again". */
export const LoadFailed: Story = {
  args: { actions: actionsWith({ get: () => Promise.reject(new FailureError(404, 'not-found')) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A new warehouse: empty, in Slovakia until another country is chosen, photos after it exists. */
export const New: Story = {
  args: { id: null },
  parameters: { shell: { path: '/admin/network/new' } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('button', { name: 'Create warehouse' })).toBeInTheDocument();
    await expect(fields.getByText('Prices in EUR, including 23 % VAT (set by the country).')).toBeInTheDocument();
  },
};

/** A new warehouse started from a town of the gazetteer: the pin on the plan, moved 100 m east by keyboard. */
export const PinFromPlace: Story = {
  args: {
    id: null,
    actions: actionsWith({
      findPlaces: async () => [
        {
          kind: 'town',
          name: 'Poprad',
          detail: null,
          country: 'SVK',
          location: { lat: 49.0598, lng: 20.2975 },
          population: 50_000,
          warehouseId: null,
        },
      ],
    }),
  },
  parameters: { shell: { path: '/admin/network/new' } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.type(fields.getByRole('combobox', { name: 'Find a town or warehouse' }), 'Popr');
    await userEvent.click(await within(canvasElement).findByRole('option', { name: /Poprad/ }));
    fields.getByRole('button', { name: 'Pin on a plan without streets' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(await fields.findByText(/100 m east of Poprad/)).toBeInTheDocument();
  },
};

/** A maps key is configured and the map is on its way: the plan and the typed coordinates already work. */
export const PinMapLoading: Story = {
  parameters: { shell: { path: '/admin/network/3', config: { mapsKey: 'story-key' } }, mapsLoader: never },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(await fields.findByText('Loading the map…')).toBeInTheDocument();
    await expect(fields.getByRole('button', { name: 'Pin on a plan without streets' })).toBeInTheDocument();
  },
};

/** A maps key, but the script cannot be loaded (offline, a refused key): the editor goes on with the plan. */
export const PinMapUnavailable: Story = {
  parameters: {
    shell: { path: '/admin/network/3', config: { mapsKey: 'story-key' } },
    mapsLoader: () => Promise.reject(new Error('offline')),
  },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('button', { name: 'Pin on a plan without streets' })).toBeInTheDocument();
    await waitFor(() => expect(fields.queryByText('Loading the map…')).not.toBeInTheDocument());
  },
};
