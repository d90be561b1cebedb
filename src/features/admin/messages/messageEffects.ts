import type { AdminMessage, MessageInput } from '@contract/admin/messages';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

/** What the messages page sends: each call answers the message as it is after the change. */
export interface MessageActions {
  create: (body: MessageInput) => Promise<AdminMessage>;
  update: (id: number, body: MessageInput) => Promise<AdminMessage>;
  end: (id: number) => Promise<AdminMessage>;
}

export const messageListEffects = (api: AdminApi = adminApi): MyListEffects<AdminMessage> => ({
  load: async () => bodyOf(await api.messages.list(), 200).messages,
});

export const messageActions = (api: AdminApi = adminApi): MessageActions => ({
  create: async (body) => bodyOf(await api.messages.create({ body }), 201),
  update: async (id, body) => bodyOf(await api.messages.update({ params: { id }, body }), 200),
  end: async (id) => bodyOf(await api.messages.end({ params: { id } }), 200),
});
