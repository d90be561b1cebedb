import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';
import { appendMessage, type ChatMessage } from './conversation';

export interface ChatWindowContext {
  messages: ChatMessage[];
  /** What the visitor is typing; kept while the window is minimised or closed. */
  draft: string;
  /** The question on its way to the bot (trimmed). */
  pending: string;
  failure: Failure | null;
}

export interface ChatWindowInput {
  /** The conversation kept for this tab (empty on the tab's first visit). */
  messages: ChatMessage[];
}

export type ChatWindowEvent =
  | { type: 'open' }
  | { type: 'minimise' }
  | { type: 'close' }
  | { type: 'draft-changed'; text: string }
  | { type: 'send' };

const notProvided = async (): Promise<never> => {
  throw new Error('chatWindow: the ask effect was not provided');
};

const trimmed = (draft: string) => draft.trim();

/**
 * The chatbot's window: where it is (closed to the "Do you need help?" button, open, minimised) and,
 * in parallel, the conversation: greeted once, 500 ms after the first opening of the tab, then one
 * question at a time (sending waits for the answer); a failed question gets the bot's apology.
 */
export const chatWindowMachine = setup({
  types: { context: {} as ChatWindowContext, events: {} as ChatWindowEvent, input: {} as ChatWindowInput },
  actors: { ask: fromPromise<string, { question: string }>(notProvided) },
  delays: { greetingDelay: 500 },
  guards: {
    hasConversation: ({ context }) => context.messages.length > 0,
    hasQuestion: ({ context }) => trimmed(context.draft).length > 0,
  },
  actions: {
    editDraft: assign((_, params: { text: string }) => ({ draft: params.text })),
    greet: assign(({ context }) => ({
      messages: appendMessage(context.messages, { from: 'bot', notice: 'greeting' }),
    })),
    askDraft: assign(({ context }) => {
      const question = trimmed(context.draft);
      return {
        messages: appendMessage(context.messages, { from: 'visitor', text: question }),
        pending: question,
        draft: '',
        failure: null,
      };
    }),
    keepAnswer: assign(({ context }, params: { answer: string }) => ({
      messages: appendMessage(context.messages, { from: 'bot', text: params.answer }),
      pending: '',
    })),
    keepFailure: assign(({ context }, params: { error: unknown }) => ({
      messages: appendMessage(context.messages, { from: 'bot', notice: 'failure' }),
      pending: '',
      failure: toFailure(params.error),
    })),
    /** Keeps the conversation for the tab; the provider writes it to storage. */
    persist: () => undefined,
  },
}).createMachine({
  id: 'chatWindow',
  type: 'parallel',
  context: ({ input }) => ({ messages: input.messages, draft: '', pending: '', failure: null }),
  states: {
    window: {
      description: 'Where the chat is on the page.',
      initial: 'Closed',
      states: {
        Closed: { description: 'Only the "Do you need help?" button shows.', on: { open: 'Open' } },
        Open: {
          description: 'The chat window is open for reading and asking.',
          on: { minimise: 'Minimised', close: 'Closed' },
        },
        Minimised: {
          description: 'A small bar (a round button on phones) that opens the window again; the conversation goes on.',
          on: { open: 'Open', close: 'Closed' },
        },
      },
    },
    conversation: {
      description: 'The messages and the question on its way.',
      initial: 'NotStarted',
      states: {
        NotStarted: {
          description: 'The window was never opened in this tab: nothing said yet.',
          always: { guard: 'hasConversation', target: 'Ready' },
          on: {
            open: 'Greeting',
            'draft-changed': { actions: { type: 'editDraft', params: ({ event }) => ({ text: event.text }) } },
          },
        },
        Greeting: {
          description: 'The window opened for the first time; the bot greets shortly after.',
          after: { greetingDelay: { target: 'Ready', actions: ['greet', 'persist'] } },
          on: { send: { guard: 'hasQuestion', target: 'Asking', actions: ['greet', 'askDraft', 'persist'] } },
        },
        Ready: {
          description: 'The visitor may send a question.',
          on: { send: { guard: 'hasQuestion', target: 'Asking', actions: ['askDraft', 'persist'] } },
        },
        Asking: {
          description: 'The question is with the bot; sending waits for its answer.',
          invoke: {
            id: 'ask',
            src: 'ask',
            input: ({ context }) => ({ question: context.pending }),
            onDone: {
              target: 'Ready',
              actions: [{ type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) }, 'persist'],
            },
            onError: {
              target: 'Ready',
              actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'persist'],
            },
          },
        },
      },
      on: { 'draft-changed': { actions: { type: 'editDraft', params: ({ event }) => ({ text: event.text }) } } },
    },
  },
});

export type ChatWindowMachine = typeof chatWindowMachine;
