import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { activeContract, contractDetail, myAreaRoutes, paidAheadContract } from '@machines/fixtures/my';
import { demoUser } from '@machines/fixtures/user';
import { jsonResponse, unanswered, withRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { findAlert, findForm } from '@tests/support/storyQueries';

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
const contract = 'GET /api/client/my/contracts/7';
/**
 * A route that answers the first call of each render of the story and never the later ones: every
 * render installs its own fetch (.storybook/preview.tsx), so the story shows the same when replayed.
 */
function firstCallOnly(answer: () => Response): FakeRoutes[string] {
  let answeredFor: typeof fetch | null = null;
  return () => {
    if (answeredFor === window.fetch) return unanswered();
    answeredFor = window.fetch;
    return answer();
  };
}
/** The contract paid up to 13 February 2027, after the earliest last day. */
const paidAhead = { [contract]: { body: contractDetail(paidAheadContract) } };

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
    await expect(
      form.getByText(/^The earliest possible day is \d+\/\d+\/2026\. Your rent is paid up to \d+\/\d+\/2026\.$/),
    ).toBeVisible();
  },
};

/** Rent paid beyond the earliest day: the last paid day is one tap away. */
export const EditingPaidAhead: Story = {
  parameters: { ...at(paidAhead), ...state('Editing') },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Give notice');
    await userEvent.click(form.getByRole('button', { name: 'End on 13/02/2027, the last paid day' }));
    await expect(form.getByLabelText(/Last day of the rent/)).toHaveValue('2027-02-13');
  },
};

/** An earlier day: the paid days not refunded are named, and the notice waits for the customer's tick. */
export const EditingBeforePaidThrough: Story = {
  parameters: { ...at(paidAhead), ...state('Editing') },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(
      form.getByText(
        'You chose a day before your paid rent runs out: the rent paid for 01/01/2027 – 13/02/2027 is not refunded.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /^I accept that the rent paid/ })).toBeInvalid();
    await expect(form.getByText('Must be checked.')).toBeVisible();
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
    await expect(within(canvasElement).getAllByRole('link', { name: 'Back to the contract' })).toHaveLength(1);
  },
};

/**
 * The server refused a day that gives up rent paid since the form loaded: the paid-through day is
 * loaded again (here it never comes back), the refusal stands above the form.
 */
export const Rechecking: Story = {
  parameters: {
    ...at({
      [contract]: firstCallOnly(() => jsonResponse(contractDetail(activeContract))),
      [request]: apiError(409, 'cancellation/forfeit-not-acknowledged'),
    }),
    ...state('Rechecking'),
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await findAlert(canvasElement)).toHaveTextContent('Your rent is paid beyond the day you chose');
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
        { timeout: 20_000 },
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
