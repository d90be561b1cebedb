import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import { HttpError } from '../http/httpError';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { isSubscribed, setNewsletter } from './consent';

type NewsletterRoutes = ApiHandlers<typeof contract.my, 'subscribeToNewsletter' | 'isSubscribedToNewsletter'>;

/** The newsletter calls of /api/client/my: subscribe or unsubscribe (the body's value) and the state. */
export const newsletterRoutes = (ctx: AppContext): NewsletterRoutes => ({
  subscribeToNewsletter: async ({ body, request }) => {
    const stored = await setNewsletter(ctx.db, clientOf(request).userId, body.value);
    if (stored === null) throw new HttpError(401, 'unauthorized', 'This account no longer exists.');
    return { status: 200, body: { value: stored } };
  },
  isSubscribedToNewsletter: async ({ request }) => ({
    status: 200,
    body: { value: await isSubscribed(ctx.db, clientOf(request).userId) },
  }),
});
