import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unanswered } from '@tests/support/fakeNetwork';
import FranchisingScreen from './FranchisingScreen';

/** /franchising: the programme and the enquiry form, one story per state of its submission. */
const meta = {
  title: 'Screens/Franchising',
  component: FranchisingScreen,
  parameters: { shell: { path: '/franchising', config: { country: 'SVK' } } },
} satisfies Meta<typeof FranchisingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = 'POST /api/client/franchising/contact';
const submission = (state: string) => ({ machineState: { machine: 'formSubmission', state } });
const apiError = (status: number, code: string, fields?: { path: string; code: string }[]) => ({
  status,
  body: { status, code, detail: `fake ${code}`, ...(fields ? { fields } : {}) },
});

async function fill(canvasElement: HTMLElement, email = 'jana@example.com') {
  const f = within(await within(canvasElement).findByRole('form', { name: 'Franchise enquiry' }));
  const pick = async (group: RegExp, option: string) =>
    userEvent.click(within(f.getByRole('group', { name: group })).getByLabelText(option));
  await userEvent.type(f.getByLabelText(/^Full name/), 'Jana Nováková');
  await userEvent.type(f.getByLabelText(/^E-mail/), email);
  await userEvent.type(f.getByLabelText(/^Phone number/), '+421 905 123 456');
  await pick(/^Business experience/, '1–5 years');
  await userEvent.type(f.getByLabelText(/^Current position/), 'Branch manager, logistics');
  await pick(/^Property/, 'I want to rent one');
  await userEvent.type(f.getByLabelText(/^Floor area/), '850');
  await userEvent.type(f.getByLabelText(/^City where/), 'Žilina');
  await pick(/^Capital you can invest/, '€40,000–50,000');
  await pick(/^Expected return/, '3–5 years');
  await pick(/main income/, 'No');
  await pick(/franchise brochure/, 'Yes');
  await userEvent.type(f.getByLabelText(/^Why would you like/), 'Storage is missing in our town.');
  await userEvent.click(f.getByRole('button', { name: 'Send enquiry' }));
  return f;
}

export const Editing: Story = {
  parameters: submission('Editing'),
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Franchise enquiry' }));
    await expect(f.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  },
};

/** Every field is checked in the browser with the contract's schema before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Franchise enquiry' }));
    await userEvent.type(f.getByLabelText(/^E-mail/), 'jana@example');
    await userEvent.click(f.getByRole('button', { name: 'Send enquiry' }));
    await expect(f.getByLabelText(/^Full name/)).toHaveFocus();
    await expect(f.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Incorrect format.');
    await expect(f.getAllByText('Mandatory.').length).toBeGreaterThan(5);
  },
};

export const Submitting: Story = {
  parameters: { network: { [CONTACT]: unanswered }, ...submission('Submitting') },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await expect(f.getByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** The server's refusal of a field is shown by that field. */
export const Failed: Story = {
  parameters: {
    network: {
      [CONTACT]: apiError(400, 'revalid/rule/basic/regex', [
        { path: 'body.cityToOpen', code: 'revalid/rule/basic/regex' },
      ]),
    },
    ...submission('Failed'),
  },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await expect(await f.findByText('Incorrect format.')).toBeVisible();
    await expect(f.getByLabelText(/^City where/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RateLimited: Story = {
  parameters: { network: { [CONTACT]: apiError(429, 'rate-limited') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

export const Succeeded: Story = {
  parameters: { network: { [CONTACT]: { status: 202, body: { id: 41 } } }, ...submission('Succeeded') },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Thank you, your enquiry has been sent.',
    );
  },
};

/** A site of a country without the programme shows what it is, without the form. */
export const NotOffered: Story = {
  parameters: { shell: { path: '/franchising', config: { country: 'POL' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/runs in Slovakia and Czechia/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};
