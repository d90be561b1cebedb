import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { activeContract, contractDetail, myAreaRoutes, terminatingContract } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import type { RentalContract } from '@contract/entities';
import { jsonResponse, unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';

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
/**
 * The contract with notice (last day 31 December) on the first read of each render, and `after` on
 * the reads after it, or no answer without `after`: every render installs its own fetch
 * (.storybook/preview.tsx), so the story shows the same when replayed.
 */
function readAgainAs(after: RentalContract | null): FakeRoutes {
  let firstReadFor: typeof fetch | null = null;
  return {
    'GET /api/client/my/contracts/8': () => {
      if (firstReadFor !== window.fetch) {
        firstReadFor = window.fetch;
        return jsonResponse(contractDetail(terminatingContract));
      }
      return after ? jsonResponse(contractDetail(after)) : unanswered();
    },
  };
}
/** Confirmed on 29 November: the server moved the last day to the next day. */
const evicted: RentalContract = {
  ...terminatingContract,
  status: 'EVICTED',
  terminationAt: '2026-11-30',
  evictionConfirmedAt: '2026-11-29T15:00:00.000Z',
};
const confirm = async (canvasElement: HTMLElement) =>
  userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Confirm the box is empty' }, { timeout: 20_000 }),
  );

export const Loading: Story = {
  parameters: { ...at({ 'GET /api/client/my/contracts/8': unanswered }), ...state('Loading') },
};

export const LoadFailed: Story = {
  parameters: { ...at({ 'GET /api/client/my/contracts/8': apiError(503, 'maintenance') }), ...state('LoadFailed') },
};

/** Notice for 31 December, confirmed on 29 November: the page names the next day, 30 November. */
export const Ready: Story = {
  parameters: { ...at(), ...state('Ready') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The contract then ends on 30/11/2026. No further rent is billed, and rent already paid for days after that day is not refunded.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
  },
};

export const Confirming: Story = {
  parameters: { ...at({ [evict]: unanswered }), ...state('Confirming') },
  play: async ({ canvasElement }) => confirm(canvasElement),
};

/** Recorded; the contract is read again for its last day and that read does not answer. */
export const Rereading: Story = {
  parameters: { ...at(readAgainAs(null)), ...state('Rereading') },
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Confirmed: Story = {
  parameters: { ...at(readAgainAs(evicted)), ...state('Confirmed') },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByText('Thank you for confirming')).toBeVisible();
    await expect(
      within(canvasElement).getByText('We have recorded that the box is empty. The contract ends on 30/11/2026.'),
    ).toBeVisible();
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
      await within(canvasElement).findByRole('link', { name: 'Give notice' }, { timeout: 20_000 }),
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
