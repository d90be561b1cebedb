import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { parseConversation, serialiseConversation } from './conversation';
import { fakeChatWindowEffects } from './fakeEffects';
import { provideChatWindowMachine, type ChatWindowEffects } from './provider';
import { selectCanSend, selectMessages, selectWaiting, selectWindow } from './selectors';

const start = (
  effects: Partial<ChatWindowEffects> = {},
  messages = parseConversation(effects.readConversation?.() ?? null),
) => createActor(provideChatWindowMachine(fakeChatWindowEffects(effects)), { input: { messages } }).start();

describe('chat window machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('opens, minimises and closes; the bot greets 500 ms after the first opening only', () => {
    const actor = start();
    expect(selectWindow(actor.getSnapshot())).toBe('Closed');
    actor.send({ type: 'open' });
    expect(selectWindow(actor.getSnapshot())).toBe('Open');
    vi.advanceTimersByTime(499);
    expect(selectMessages(actor.getSnapshot())).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(selectMessages(actor.getSnapshot())).toEqual([{ from: 'bot', notice: 'greeting' }]);
    actor.send({ type: 'minimise' });
    expect(selectWindow(actor.getSnapshot())).toBe('Minimised');
    actor.send({ type: 'open' });
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    vi.advanceTimersByTime(1000);
    expect(selectMessages(actor.getSnapshot())).toHaveLength(1);
  });

  it('sends the trimmed question, waits for the answer with sending disabled, and keeps the conversation', async () => {
    vi.useRealTimers();
    let answer: (text: string) => void = () => undefined;
    const ask = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const writeConversation = vi.fn();
    const actor = start({ ask, writeConversation });
    actor.send({ type: 'open' });
    actor.send({ type: 'draft-changed', text: '   ' });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'send' });
    expect(ask).not.toHaveBeenCalled();
    actor.send({ type: 'draft-changed', text: '  Where is the nearest box? ' });
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'send' });
    expect(ask).toHaveBeenCalledWith('Where is the nearest box?');
    expect(selectWaiting(actor.getSnapshot())).toBe(true);
    // Greeted first when the question came before the greeting's delay.
    expect(selectMessages(actor.getSnapshot())).toEqual([
      { from: 'bot', notice: 'greeting' },
      { from: 'visitor', text: 'Where is the nearest box?' },
    ]);
    actor.send({ type: 'draft-changed', text: 'And the price?' });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'send' });
    expect(ask).toHaveBeenCalledTimes(1);
    answer('<b>Here</b>: /location/12');
    await waitFor(actor, (s) => !selectWaiting(s));
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'bot', text: '<b>Here</b>: /location/12' });
    expect(parseConversation(writeConversation.mock.lastCall?.[0] ?? null)).toEqual(
      selectMessages(actor.getSnapshot()),
    );
  });

  it('a failed question gets the bot’s apology and the next one can be sent', async () => {
    vi.useRealTimers();
    const ask = vi.fn().mockRejectedValueOnce(new FailureError(503, 'chatbot/failure')).mockResolvedValue('Open 24/7.');
    const actor = start({ ask });
    actor.send({ type: 'open' });
    actor.send({ type: 'draft-changed', text: 'Hours?' });
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => !selectWaiting(s));
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'bot', notice: 'failure' });
    expect(actor.getSnapshot().context.failure?.code).toBe('chatbot/failure');
    actor.send({ type: 'draft-changed', text: 'Hours?' });
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => !selectWaiting(s));
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'bot', text: 'Open 24/7.' });
  });

  it('a conversation kept for the tab is continued without a second greeting', () => {
    const kept = serialiseConversation([
      { from: 'bot', notice: 'greeting' },
      { from: 'visitor', text: 'Hi' },
    ]);
    const actor = start({ readConversation: () => kept });
    expect(actor.getSnapshot().matches({ conversation: 'Ready' })).toBe(true);
    actor.send({ type: 'open' });
    vi.advanceTimersByTime(1000);
    expect(selectMessages(actor.getSnapshot())).toHaveLength(2);
  });

  it('ignores a kept conversation that is not one', () => {
    expect(parseConversation('{"version":1,"messages":[{"from":"bot","html":"<img>"}]}')).toEqual([]);
    expect(parseConversation('not json')).toEqual([]);
    expect(parseConversation(null)).toEqual([]);
  });
});
