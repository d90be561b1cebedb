import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { myAreaRoutes } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';

/** The customer area's lists (one story per state of the list machine), My boxes and the contract detail. */
const meta = {
  title: 'Screens/My area',
  component: AppShell,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string, routes: FakeRoutes = {}) => ({
  shell: { path, user: demoUser },
  network: withRoutes(accountRoutes(), myAreaRoutes(), routes),
});
const list = (state: string) => ({ machineState: { machine: 'myList', state } });
const find = (canvasElement: HTMLElement, role: string, name: string | RegExp) =>
  within(canvasElement).findByRole(role, { name }, { timeout: 20_000 });

export const ContractsLoading: Story = {
  parameters: { ...at('/my/contracts', { 'GET /api/client/my/contracts': unanswered }), ...list('Loading') },
};

export const ContractsLoaded: Story = {
  parameters: { ...at('/my/contracts'), ...list('Loaded') },
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'link', 'Contract SK-2026-000007')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Inactive')[0]).toBeVisible();
  },
};

/** Choosing a status puts it in the address and loads the list for it. */
export const ContractsFilteredByStatus: Story = {
  parameters: at('/my/contracts'),
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await find(canvasElement, 'combobox', 'Status'), 'TERMINATING');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('link', { name: 'Contract SK-2026-000007' })).toBeNull(),
    );
    await expect(await find(canvasElement, 'link', 'Contract CZ-2026-000008')).toBeVisible();
  },
};

export const ContractsEmpty: Story = {
  parameters: { ...at('/my/contracts?country=POL'), ...list('Empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No contract matches the chosen filters.', {}, { timeout: 20_000 }),
    ).toBeVisible();
  },
};

export const ContractsFailed: Story = {
  parameters: {
    ...at('/my/contracts', { 'GET /api/client/my/contracts': apiError(503, 'maintenance') }),
    ...list('Failed'),
  },
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'button', 'Try again')).toBeVisible();
  },
};

/** Own boxes with their codes, and a box shared with the customer. */
export const MyBoxes: Story = {
  parameters: at('/my/boxes'),
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'heading', 'Shared with you')).toBeVisible();
    await expect(within(canvasElement).getByText('2580')).toBeVisible();
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Show code' })[0]);
    await expect(await within(canvasElement).findByText('4096')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hide code' }));
    await expect(within(canvasElement).queryByText('4096')).toBeNull();
  },
};

/** The server does not serve the shared boxes yet (404): only the customer's own boxes. */
export const MyBoxesWithoutSharing: Story = {
  parameters: at('/my/boxes', { 'GET /api/client/my/shared-boxes': apiError(404, 'not-found') }),
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'heading', 'Your boxes')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Shared with you' })).toBeNull();
  },
};

export const MyBoxesEmpty: Story = {
  parameters: at('/my/boxes', {
    'GET /api/client/my/contracts': { body: [] },
    'GET /api/client/my/shared-boxes': { body: { sharedWithMe: [], sharedByMe: [] } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'link', 'Find a box')).toBeVisible();
  },
};

export const ContractDetail: Story = {
  parameters: at('/my/contracts/7'),
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'link', 'Give notice')).toBeVisible();
    await expect(within(canvasElement).getByText('Indefinite')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Download the rental agreement (PDF)' }),
    ).toBeVisible();
  },
};

export const ContractDetailNoticeGiven: Story = {
  parameters: at('/my/contracts/8'),
  play: async ({ canvasElement }) => {
    await expect(await find(canvasElement, 'link', 'Confirm the box is empty')).toBeVisible();
  },
};

export const Rents: Story = {
  parameters: at('/my/rents'),
  play: async ({ canvasElement }) => {
    // One Pay button: for the rent whose card was declined, none for the one being charged.
    await expect(await find(canvasElement, 'button', 'Pay')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Pay' })).toHaveLength(1);
    await expect(within(canvasElement).getByText('Being charged to your card')).toBeVisible();
    await expect(within(canvasElement).getByText('Card declined: please pay')).toBeVisible();
  },
};

export const RentsUnpaidNone: Story = {
  parameters: at('/my/rents?show=unpaid', { 'GET /api/client/my/rents': { body: [] } }),
};
