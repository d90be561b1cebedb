import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serialiseConversation } from '@machines/chatWindow/conversation';
import { fakeChatWindowEffects } from '@machines/chatWindow/fakeEffects';
import type { ChatWindowEffects } from '@machines/chatWindow/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import ChatWindow from './ChatWindow';
import { ChatRoot } from './ChatRoot';

/** The chatbot's window, one story per state of the chat-window machine (fake bot). */
function Chat({ effects = {}, opened = true }: { effects?: Partial<ChatWindowEffects>; opened?: boolean }) {
  return <ChatWindow effects={fakeChatWindowEffects(effects)} initialEvents={opened ? [{ type: 'open' }] : []} />;
}

const meta = { title: 'Machines/Chat window', component: Chat, args: {} } satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = (...names: string[]) => ({ machineState: names.map((state) => ({ machine: 'chatWindow', state })) });
const greeting = /Hello! I can help you find a box/;
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const ask = async (canvasElement: HTMLElement, question: string) => {
  const input = await screen(canvasElement).findByRole('textbox', { name: 'Your question' });
  await userEvent.type(input, question);
  await userEvent.click(screen(canvasElement).getByRole('button', { name: 'Send' }));
};

/** Before the first click only the button shows; nothing has been said. */
export const Closed: Story = {
  parameters: states('window.Closed', 'conversation.NotStarted'),
  args: { opened: false },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('button', { name: 'Do you need help?' })).toBeVisible();
    await expect(screen(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Just opened: focus is in the question field and the bot is about to greet. */
export const Greeting: Story = {
  parameters: states('window.Open', 'conversation.Greeting'),
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Assistant' });
    await expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    await expect(within(dialog).queryByText(greeting)).toBeNull();
    await expect(within(dialog).getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'polite');
  },
};

/** Half a second later the greeting is there; an empty question cannot be sent. */
export const Ready: Story = {
  parameters: states('conversation.Ready'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(greeting)).toBeVisible();
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: 'Your question' }), '   ');
    await expect(screen(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The question is with the bot: a loading line shows and sending waits. */
export const Asking: Story = {
  parameters: states('conversation.Asking'),
  args: { effects: { ask: never } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, '  Where is the nearest small box?  ');
    await expect(await screen(canvasElement).findByText('The assistant is writing an answer…')).toBeVisible();
    await expect(screen(canvasElement).getByText('Where is the nearest small box?')).toBeVisible();
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: 'Your question' }), 'And the price?');
    await expect(screen(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** An answer is text; only this site's paths become links, HTML stays visible as text. */
export const Answered: Story = {
  parameters: states('conversation.Ready'),
  args: {
    effects: {
      ask: async () => 'Try Ružinov: /location/1 or <img src=x onerror=alert(1)> https://evil.example/location/2',
    },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Nearest box?');
    const link = await screen(canvasElement).findByRole('link', { name: '/location/1' });
    await expect(link).toHaveAttribute('href', '/location/1');
    await expect(screen(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(screen(canvasElement).getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    await expect(canvasElement.querySelector('.chat-window img')).toBeNull();
  },
};

/** The bot could not answer: it apologises with the catalogue's message. */
export const Failed: Story = {
  parameters: states('conversation.Ready'),
  args: { effects: { ask: () => Promise.reject(new FailureError(503, 'chatbot/failure')) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Hours?');
    await expect(
      await screen(canvasElement).findByText('Sorry, there was a problem. Please try again later.'),
    ).toBeVisible();
    await expect(screen(canvasElement).getByRole('textbox', { name: 'Your question' })).toBeEnabled();
  },
};

/** Escape minimises the window to a 200 px bar and focus returns to its button. */
export const Minimised: Story = {
  parameters: states('window.Minimised'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const button = await screen(canvasElement).findByRole('button', { name: 'Open the chat' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button.getBoundingClientRect().width).toBe(200);
    await userEvent.click(button);
    await expect(await screen(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

/** Closing goes back to the "Do you need help?" button; the conversation of the tab is kept. */
export const ClosedAgain: Story = {
  parameters: states('window.Closed', 'conversation.Ready'),
  args: {
    effects: {
      readConversation: () =>
        serialiseConversation([
          { from: 'bot', notice: 'greeting' },
          { from: 'visitor', text: 'Hi' },
        ]),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: 'Close the chat' }));
    const launcher = await screen(canvasElement).findByRole('button', { name: 'Do you need help?' });
    await waitFor(() => expect(launcher).toHaveFocus());
    await userEvent.click(launcher);
    await expect(await screen(canvasElement).findByText('Hi')).toBeVisible();
    await expect(screen(canvasElement).getAllByText(greeting)).toHaveLength(1);
  },
};

/** In the page: the button alone until clicked, then the window loads and asks `POST /ask`. */
export const InThePage: Story = {
  parameters: {
    ...states('window.Open'),
    shell: { config: { chatbot: true } },
    network: { 'POST /ask': { body: { answer: 'See /boxes?size=SMALL' } } },
  },
  render: () => <ChatRoot />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: 'Do you need help?' }));
    await ask(canvasElement, 'Small boxes?');
    await expect(await screen(canvasElement).findByRole('link', { name: '/boxes?size=SMALL' })).toHaveAttribute(
      'href',
      '/boxes?size=SMALL',
    );
  },
};
