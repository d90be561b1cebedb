import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withErrors } from './errors';
import { LatLng, Language } from './primitives';

const c = initContract();

/** Chatbot question with the interface language and, when known, the map location. Trimmed; empty cannot be sent. */
export const ChatQuestion = z.object({
  question: z.string().trim().min(1, 'revalid/rule/basic/not-null').max(1000),
  lang: Language,
  /** The stored coordinates, so the bot can name the nearest warehouse; null without permission. */
  location: LatLng.nullable(),
});
export type ChatQuestion = z.infer<typeof ChatQuestion>;

export const ChatAnswer = z.object({ answer: z.string() });
export type ChatAnswer = z.infer<typeof ChatAnswer>;

export const chatContract = c.router(
  {
    ask: {
      method: 'POST',
      path: '/ask',
      body: ChatQuestion,
      // 503 with `chatbot/failure` when the bot backend fails; the chat window shows its apology.
      responses: withErrors({ 200: ChatAnswer }, 429, 503),
      summary: 'Ask the chatbot a question; rate-limited per session',
    },
  },
  { strictStatusCodes: true },
);
