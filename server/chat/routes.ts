import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import type { ApiRoutes } from '../http/registerApi';
import { ask } from './ask';

type Impl = ApiRoutes<typeof contract.chat>;

/** Questions per client address: enough for a conversation, not for scraping the data through the bot. */
export const chatRateLimit: RateLimitRule = { bucket: 'chat', limit: 30, windowSeconds: 300 };

/** `POST /ask`: the chatbot; 503 `chatbot/failure` while the chatbot is switched off. */
export const chatRoutes = (ctx: AppContext): Impl => ({
  ask: async ({ body, request }) => {
    if (!ctx.config.app.chatbot) throw new HttpError(503, 'chatbot/failure', 'The chatbot is switched off.');
    await consumeRateLimit(ctx.db, chatRateLimit, request.ip);
    try {
      return { status: 200, body: await ask(ctx, body) };
    } catch (error) {
      // The chat window shows its apology for this code; the cause goes to the log.
      request.log.error({ err: error }, 'chatbot failed');
      throw new HttpError(503, 'chatbot/failure', 'The chatbot could not answer.');
    }
  },
});
