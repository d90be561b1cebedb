import type { SnapshotFrom } from 'xstate';
import type { ChatMessage } from './conversation';
import type { ChatWindowMachine } from './machine';

type Snapshot = SnapshotFrom<ChatWindowMachine>;

export type ChatWindowPlace = 'Closed' | 'Open' | 'Minimised';

export const selectWindow = (s: Snapshot): ChatWindowPlace => (s.value as { window: ChatWindowPlace }).window;
export const selectMessages = (s: Snapshot): readonly ChatMessage[] => s.context.messages;
export const selectDraft = (s: Snapshot): string => s.context.draft;
/** The bot is answering: the window shows that it is busy and sending waits. */
export const selectWaiting = (s: Snapshot): boolean => s.matches({ conversation: 'Asking' });
/** A question can go: something besides spaces typed and no answer awaited. */
export const selectCanSend = (s: Snapshot): boolean =>
  !s.matches({ conversation: 'Asking' }) && s.context.draft.trim().length > 0;
