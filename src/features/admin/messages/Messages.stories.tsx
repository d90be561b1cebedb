import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminMessage } from '@contract/admin/messages';
import { adminMessages } from '@machines/fixtures/promotions';
import { FailureError } from '@machines/shared/failure';
import { listActions, listOf } from '@tests/support/consoleListActions';
import { never } from '@tests/support/fakeNetwork';
import type { MessageActions } from './messageEffects';
import { MessagesScreen } from './MessagesScreen';

/** The messages page with its calls answered at once (or never, or refused). */
const actionsWith = (over: Partial<MessageActions> = {}): MessageActions => ({
  ...listActions(
    adminMessages,
    (body: Parameters<MessageActions['create']>[0]) => ({ ...adminMessages[0], ...body, id: 99 }) as AdminMessage,
  ),
  ...over,
});

const meta = {
  title: 'Console/Messages',
  component: MessagesScreen,
  args: { effects: listOf(async () => adminMessages), actions: actionsWith() },
  parameters: { shell: { path: '/admin/messages' } },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { effects: listOf(never) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Shown now, coming and ended, each with its audience and the languages missing. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Shown now (1)' })).toBeInTheDocument();
    await expect(canvas.getByText('Customers in Czechia')).toBeInTheDocument();
  },
};

/** Writing a message: a missing language is marked, and the preview shows the fallback a reader gets. */
export const Writing: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'New message' }));
    await userEvent.type(form.getByLabelText('Slovak – missing'), 'Údržba v nedeľu');
    const preview = within(within(canvasElement).getByRole('region', { name: 'Preview' }));
    await userEvent.selectOptions(preview.getByLabelText('Customer’s language'), 'HU');
    await expect(preview.getByText('Their language is missing: they read it in Slovak.')).toBeInTheDocument();
    await expect(preview.getByText('Údržba v nedeľu')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { effects: listOf(async () => []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { effects: listOf(() => Promise.reject(new FailureError(500, 'weApologize'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
