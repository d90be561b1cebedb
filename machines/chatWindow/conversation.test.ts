import { describe, expect, it } from 'vitest';
import { maxKeptMessages, parseConversation, serialiseConversation, type ChatMessage } from './conversation';

const kept: ChatMessage[] = [
  { from: 'bot', notice: 'greeting' },
  { from: 'visitor', text: 'Open on Sunday?' },
  { from: 'bot', text: 'Yes, 24/7.' },
];
const stored = (messages: unknown, version: unknown = 1) => JSON.stringify({ version, messages });

describe('kept conversation', () => {
  it('round-trips', () => {
    expect(parseConversation(serialiseConversation(kept))).toEqual(kept);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another version', stored(kept, 2)],
    ['a message with another key', stored([...kept, { from: 'visitor', text: 'x', html: '<b>' }])],
    ['a visitor notice', stored([{ from: 'visitor', notice: 'greeting' }])],
    ['an unknown notice', stored([{ from: 'bot', notice: 'advert' }])],
    ['a text and a notice at once', stored([{ from: 'bot', text: 'x', notice: 'failure' }])],
    ['too long a text', stored([{ from: 'bot', text: 'x'.repeat(20_001) }])],
    ['more messages than are kept', stored(Array.from({ length: maxKeptMessages + 1 }, () => kept[1]))],
  ])('counts %s as no conversation', (_case, raw) => {
    expect(parseConversation(raw)).toEqual([]);
  });
});
