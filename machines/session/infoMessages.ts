import type { ClientUser } from '@contract/auth';

/** An informational message from the server: id, text, and whether it is important. */
export type InfoMessage = ClientUser['infomessages'][number];

/** What is remembered of a message closed with its button: its id and whether it was important. */
export interface AcknowledgedMessage {
  id: number;
  important: boolean;
}

/** At most this many remembered messages are read back; a longer list is not ours. */
const maxStored = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const acknowledgedOf = (value: unknown): AcknowledgedMessage | null =>
  isRecord(value) && Number.isInteger(value.id) && typeof value.important === 'boolean'
    ? { id: value.id as number, important: value.important }
    : null;

export function parseAcknowledged(raw: string | null): AcknowledgedMessage[] {
  if (!raw) return [];
  try {
    // Stored under `infoMessages` as `{ version, messages }`: anything else is discarded, not misread.
    const stored: unknown = JSON.parse(raw);
    if (
      !isRecord(stored) ||
      stored.version !== 1 ||
      !Array.isArray(stored.messages) ||
      stored.messages.length > maxStored
    )
      return [];
    const messages = stored.messages.map(acknowledgedOf);
    return messages.every((message) => message !== null) ? (messages as AcknowledgedMessage[]) : [];
  } catch {
    return [];
  }
}

export const serialiseAcknowledged = (messages: readonly AcknowledgedMessage[]): string =>
  JSON.stringify({ version: 1, messages });

/** The messages still to show: those never closed with the button. */
export const unacknowledged = (
  messages: readonly InfoMessage[],
  acknowledged: readonly AcknowledgedMessage[],
): InfoMessage[] => messages.filter((message) => !acknowledged.some((a) => a.id === message.id));

/** The acknowledged list after the shown messages were closed with the button. */
export function acknowledge(
  acknowledged: readonly AcknowledgedMessage[],
  shown: readonly InfoMessage[],
): AcknowledgedMessage[] {
  const added = shown
    .filter((message) => !acknowledged.some((a) => a.id === message.id))
    .map(({ id, important }) => ({ id, important }));
  return [...acknowledged, ...added];
}

/**
 * Only important acknowledgements survive a logout and a new browser tab session, so ordinary
 * messages are shown once per tab session and important ones only once.
 */
export const keepImportant = (acknowledged: readonly AcknowledgedMessage[]): AcknowledgedMessage[] =>
  acknowledged.filter((a) => a.important);
