import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { myAreaRoutes } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { findForm } from '@tests/support/storyQueries';

/** Giving notice (/my/contracts/:id/cancel): one story per state of the termination machine. */
const meta = { title: 'Machines/Termination', component: AppShell } satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const request = 'POST /api/client/contract/7/cancellation/request';
const at = (routes: FakeRoutes = {}) => ({
  shell: { path: '/my/contracts/7/cancel', user: demoUser },
  network: withRoutes(accountRoutes(), myAreaRoutes(), routes),
});
const state = (name: string) => ({ machineState: { machine: 'termination', state: name } });

async function fillAndSend(canvasElement: HTMLElement) {
  const form = await findForm(canvasElement, 'Give notice');
  await userEvent.type(form.getByLabelText(/Last day of the rent/), '2026-12-31');
  await userEvent.click(form.getByRole('checkbox', { name: 'The price does not suit me' }));
  await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
  return form;
}

export const Loading: Story = {
  parameters: {
    ...at({ 'GET /api/client/contract/7/cancellation/first-possible-date': unanswered }),
    ...state('Loading'),
  },
};

export const LoadFailed: Story = {
  parameters: {
    ...at({ 'GET /api/client/contract/7/cancellation/first-possible-date': apiError(404, 'not-found') }),
    ...state('LoadFailed'),
  },
};

export const Editing: Story = {
  parameters: { ...at(), ...state('Editing') },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Give notice');
    await expect(form.getByText(/^The earliest possible day is \d+\/\d+\/2026\.$/)).toBeVisible();
  },
};

/** Nothing chosen: the date and the reasons say what is missing, nothing is sent. */
export const EditingWithMissingFields: Story = {
  parameters: at(),
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Give notice');
    await userEvent.click(form.getByRole('button', { name: 'Give notice' }));
    await expect(form.getByText('Mandatory.')).toBeVisible();
    await expect(form.getByText('Must be checked.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...at({ [request]: unanswered }), ...state('Submitting') },
  play: async ({ canvasElement }) => void (await fillAndSend(canvasElement)),
};

export const Requested: Story = {
  parameters: { ...at(), ...state('Requested') },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await within(canvasElement).findByText(/The contract ends on \d+\/\d+\/2026\./)).toBeVisible();
  },
};

export const AlreadyRequested: Story = {
  parameters: {
    ...at({ 'GET /api/client/contract/7/cancelation/was-requested': { body: { value: true } } }),
    ...state('AlreadyRequested'),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'A cancellation request has already been submitted and is being processed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const UnpaidInvoices: Story = {
  parameters: { ...at({ [request]: apiError(409, 'cancelContract/unpaid-invoices') }), ...state('UnpaidInvoices') },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.findByRole('link', { name: 'See unpaid rents' })).toBeVisible();
  },
};

/** The server refused the day: its message stands next to the date. */
export const Failed: Story = {
  parameters: {
    ...at({
      [request]: apiError(400, 'cancellation/day-out-of-range', [
        { path: 'body.day', code: 'cancellation/day-out-of-range' },
      ]),
    }),
    ...state('Failed'),
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(
      await form.findByText('Choose an end date between the earliest possible date and one year after it.'),
    ).toBeVisible();
  },
};
