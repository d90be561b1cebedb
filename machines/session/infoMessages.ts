import { z } from 'zod';
import type { ClientUser } from '../../contract/auth';

/** An informational message from the server: id, text, and whether it is important. */
export type InfoMessage = ClientUser['infomessages'][number];

/** What is remembered of a message closed with its button: its id and whether it was important. */
export const AcknowledgedMessage = z.object({ id: z.number().int(), important: z.boolean() });
export type AcknowledgedMessage = z.infer<typeof AcknowledgedMessage>;

/** Stored under `infoMessages` as `{ version, messages }`: anything else is discarded, not misread. */
const StoredAcknowledged = z.object({ version: z.literal(1), messages: z.array(AcknowledgedMessage).max(1000) });

export function parseAcknowledged(raw: string | null): AcknowledgedMessage[] {
  if (!raw) return [];
  try {
    const parsed = StoredAcknowledged.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.messages : [];
  } catch {
    return [];
  }
}

export const serialiseAcknowledged = (messages: readonly AcknowledgedMessage[]): string => JSON.stringify({ version: 1, messages });

/** The messages still to show: those never closed with the button. */
export const unacknowledged = (messages: readonly InfoMessage[], acknowledged: readonly AcknowledgedMessage[]): InfoMessage[] =>
  messages.filter((message) => !acknowledged.some((a) => a.id === message.id));

/** The acknowledged list after the shown messages were closed with the button. */
export function acknowledge(acknowledged: readonly AcknowledgedMessage[], shown: readonly InfoMessage[]): AcknowledgedMessage[] {
  const added = shown.filter((message) => !acknowledged.some((a) => a.id === message.id)).map(({ id, important }) => ({ id, important }));
  return [...acknowledged, ...added];
}

/**
 * Only important acknowledgements survive a logout and a new browser tab session, so ordinary
 * messages are shown once per tab session and important ones only once.
 */
export const keepImportant = (acknowledged: readonly AcknowledgedMessage[]): AcknowledgedMessage[] => acknowledged.filter((a) => a.important);
