import type { ChatAnswer, ChatQuestion } from '@contract/chat';
import { todayOf } from '../config/clock';
import type { AppContext } from '../config/context';
import { answerWithEngine } from './engine';
import { askLlm, contextOf, type LlmSettings } from './llm';
import { logChat } from './log';
import { replies } from './replies';
import { passagesFor } from './retrieval';
import { plainText } from './text';

const linksOf = (text: string) => text.match(/\/location\/\d+/g) ?? [];

export function llmSettingsOf(ctx: AppContext): LlmSettings | null {
  const { env } = ctx.config;
  return env.CHAT_LLM_URL
    ? { url: env.CHAT_LLM_URL, key: env.CHAT_LLM_KEY, model: env.CHAT_LLM_MODEL, timeoutMs: env.CHAT_LLM_TIMEOUT_MS }
    : null;
}

/**
 * Answers a question: the embedded engine always works it out (intent, entities, live data); with a
 * language model configured, the model phrases the answer from the engine's facts and the retrieved
 * passages, and the engine's answer stands when the model fails, times out, or drops the warehouse
 * links the facts name. The question and answer are logged without the asker's identity.
 */
export async function ask(ctx: AppContext, q: ChatQuestion): Promise<ChatAnswer> {
  const started = performance.now();
  const engine = await answerWithEngine({ db: ctx.db, config: ctx.config, today: todayOf(ctx.config.clock) }, q);
  let answer = engine.answer;
  let source: 'engine' | 'llm' = 'engine';
  const llm = llmSettingsOf(ctx);
  if (llm) {
    const { app } = ctx.config;
    const contact = replies[q.lang].contact(app.contactPhone, app.contactEmail, app.contactWhatsapp);
    const context = contextOf(engine.facts, passagesFor(q.question, q.lang), engine.answer);
    const modelAnswer = await askLlm(llm, q.lang, q.question, context, contact);
    const links = linksOf(engine.answer);
    if (modelAnswer && (links.length === 0 || links.some((l) => modelAnswer.includes(l)))) {
      answer = modelAnswer;
      source = 'llm';
    }
  }
  answer = plainText(answer);
  await logChat(ctx.db, {
    language: q.lang,
    question: q.question,
    answer,
    intent: engine.intent,
    source,
    durationMs: Math.round(performance.now() - started),
  });
  return { answer };
}
