import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { activeContract, contractDetail, myAreaRoutes, terminatingContract } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';

/** Confirming the box is empty (/my/contracts/:id/eviction): one story per state of the eviction machine. */
const meta = { title: 'Machines/Eviction', component: AppShell } satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const evict = 'POST /api/client/contract/8/cancelation/evict';
const at = (routes: FakeRoutes = {}, id = 8) => ({
  shell: { path: `/my/contracts/${id}/eviction`, user: demoUser },
  network: withRoutes(accountRoutes(), myAreaRoutes(), routes),
});
const state = (name: string) => ({ machineState: { machine: 'eviction', state: name } });
const confirm = async (canvasElement: HTMLElement) =>
  userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Confirm the box is empty' }, { timeout: 5000 }),
  );

export const Loading: Story = {
  parameters: { ...at({ 'GET /api/client/my/contracts/8': unanswered }), ...state('Loading') },
};

export const LoadFailed: Story = {
  parameters: { ...at({ 'GET /api/client/my/contracts/8': apiError(503, 'maintenance') }), ...state('LoadFailed') },
};

export const Ready: Story = {
  parameters: { ...at(), ...state('Ready') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^The contract then ends on \d+\/\d+\/2026, the day given in your notice\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Confirming: Story = {
  parameters: { ...at({ [evict]: unanswered }), ...state('Confirming') },
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Confirmed: Story = {
  parameters: { ...at(), ...state('Confirmed') },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByText('Thank you for confirming')).toBeVisible();
  },
};

export const AlreadyConfirmed: Story = {
  parameters: {
    ...at({
      'GET /api/client/my/contracts/8': {
        body: contractDetail(terminatingContract, { evictionConfirmedAt: '2026-11-20T10:00:00.000Z' }),
      },
    }),
    ...state('AlreadyConfirmed'),
  },
};

/** The server says so too: a confirmation sent twice. */
export const AlreadyConfirmedByServer: Story = {
  parameters: at({ [evict]: apiError(409, 'eviction/already-confirmed') }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByText('The eviction has already been confirmed.')).toBeVisible();
  },
};

export const NoNoticePending: Story = {
  parameters: { ...at({}, activeContract.id), ...state('NoNoticePending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Give notice' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { ...at({ [evict]: apiError(503, 'maintenance') }), ...state('Failed') },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
