import type { contract } from '@contract/index';
import type { AppContext } from '../../config/context';
import type { ApiRoutes } from '../../http/registerApi';
import { staffOf } from '../../staff/guard';
import { createMessage, endMessage, listMessages, updateMessage } from './messageConsole';

/** The console's informational messages (contract.admin.messages, administrators only: the guard checked the role). */
export function messageConsoleRoutes({ db }: AppContext): Pick<ApiRoutes<typeof contract.admin>, 'messages'> {
  return {
    messages: {
      list: async () => ({ status: 200, body: { messages: await listMessages(db) } }),
      create: async ({ body, request }) => ({ status: 201, body: await createMessage(db, staffOf(request), body) }),
      update: async ({ params, body, request }) => ({
        status: 200,
        body: await updateMessage(db, staffOf(request), params.id, body),
      }),
      end: async ({ params, request }) => ({ status: 200, body: await endMessage(db, staffOf(request), params.id) }),
    },
  };
}
