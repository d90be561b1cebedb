import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { chatWindowMachine } from './machine';

const serializeState = ((s: { value: unknown; context: { draft: string } }) =>
  JSON.stringify([s.value, s.context.draft !== ''])) as never;

describe('chat window machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'open' },
      { type: 'minimise' },
      { type: 'close' },
      { type: 'draft-changed', text: 'Hello' },
      { type: 'send' },
      { type: 'xstate.after.greetingDelay.chatWindow.conversation.Greeting' },
      { type: 'xstate.done.actor.ask', output: 'Hi' },
      { type: 'xstate.error.actor.ask', error: new FailureError(503, 'chatbot/failure') },
    ] as never[];
    const paths = getShortestPaths(chatWindowMachine, { input: { messages: [] }, events, serializeState });
    const reached = new Set(
      paths.flatMap((p) =>
        Object.entries(p.state.value as Record<string, string>).map(([region, leaf]) => `${region}.${leaf}`),
      ),
    );
    for (const state of [
      'window.Closed',
      'window.Open',
      'window.Minimised',
      'conversation.NotStarted',
      'conversation.Greeting',
      'conversation.Ready',
      'conversation.Asking',
    ]) {
      expect(reached, state).toContain(state);
    }
  });
});
