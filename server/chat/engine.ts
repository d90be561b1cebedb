import type { Language } from '@contract/primitives';
import type { ChatQuestion } from '@contract/chat';
import type { Warehouse } from '@contract/warehouse';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { corpora, type Topic } from './corpus';
import { areaNamed, sizeNamed, sizeOfArea, townNamed } from './entities';
import { liveKeys, type LiveIntent } from './intents';
import {
  addressAnswer,
  boxesLink,
  featuresAnswer,
  hoursAnswer,
  nearestAnswer,
  notifyAnswer,
  priceAnswer,
  warehousesNear,
  type LiveContext,
} from './live';
import { replies } from './replies';
import { topicByKeys, topicBySearch } from './retrieval';
import { hasAny, wordsOf } from './text';
import { warehousesNamed } from './warehouseNames';

export interface EngineAnswer {
  answer: string;
  /** What was recognised: a live intent, `help:<topic>` or `fallback`. */
  intent: string;
  /** Live facts the answer was built from, for a language model's context. */
  facts: string | null;
}

export interface EngineContext {
  db: Db;
  config: ServerConfig;
  today: string;
}

const liveOrder: LiveIntent[] = ['contact', 'price', 'hours', 'features', 'nearest', 'address'];

/** A help passage with the configured numbers filled in. */
export function passageText(config: ServerConfig, language: Language, topic: Topic): string {
  const { env } = config;
  return corpora[language][topic].text
    .replace(/\{noticeDays\}/g, String(env.CANCELLATION_NOTICE_DAYS))
    .replace(/\{geofence\}/g, String(env.LOCK_GEOFENCE_METRES))
    .replace(/\{blockDays\}/g, String(env.ACCESS_BLOCK_AFTER_DAYS));
}

/**
 * The embedded engine: recognises what is asked (live intents by their words in the question's
 * language and English, help topics by their keys, then by full-text search) and the entities
 * (size, area, town, warehouse), and answers from live data or the help corpus. Never uses the
 * network, never anyone's personal data.
 */
export async function answerWithEngine(ctx: EngineContext, q: ChatQuestion): Promise<EngineAnswer> {
  const language = q.lang;
  const r = replies[language];
  const { app } = ctx.config;
  const words = wordsOf(q.question);
  const has = (intent: LiveIntent) =>
    hasAny(words, liveKeys[language][intent]) || (language !== 'EN' && hasAny(words, liveKeys.EN[intent]));
  const fallback = (): EngineAnswer => ({
    answer: r.fallback(app.contactPhone, app.contactEmail),
    intent: 'fallback',
    facts: null,
  });
  const help = (topic: Topic): EngineAnswer => ({
    answer: passageText(ctx.config, language, topic),
    intent: `help:${topic}`,
    facts: null,
  });

  if (has('contact'))
    return {
      answer: r.contact(app.contactPhone, app.contactEmail, app.contactWhatsapp),
      intent: 'contact',
      facts: null,
    };

  const area = areaNamed(q.question);
  const size = sizeNamed(words, language) ?? (area !== null ? sizeOfArea(area) : null);
  const [named, town] = await Promise.all([warehousesNamed(ctx.db, words, language), townNamed(words)]);
  const live: LiveContext = { db: ctx.db, language, replies: r, today: ctx.today };
  const placed = named.length > 0 || town !== null;

  const topic = topicByKeys(words, language);
  const wantsNotify = hasAny(words, corpora[language].notify.keys);
  const liveIntent = liveOrder.find(has) ?? null;

  /** The warehouses a one-warehouse question is about: named ones, those of the town, or the nearest to the asker. */
  const targets = async (): Promise<Warehouse[]> => {
    if (named.length) return named;
    if (town) return warehousesNear(live, town, 3);
    if (q.location) return warehousesNear(live, q.location, 2);
    return [];
  };
  const onTargets = async (
    intent: string,
    build: (ws: Warehouse[]) => Promise<string> | string,
  ): Promise<EngineAnswer> => {
    const ws = await targets();
    if (!ws.length) return { answer: r.needWarehouse('/boxes'), intent, facts: null };
    const answer = await build(ws);
    return { answer, intent, facts: answer };
  };

  if (wantsNotify) return placed || q.location ? onTargets('notify', (ws) => notifyAnswer(live, ws)) : help('notify');
  // Named places turn a live question (or one about a size, "10 m2 in Brno") into a live answer.
  if (topic && !(placed && ((liveIntent && liveIntent !== 'contact') || topic === 'sizes'))) return help(topic);

  switch (liveIntent) {
    case 'price':
      return onTargets('price', (ws) => priceAnswer(live, ws, size));
    case 'hours':
      return onTargets('hours', (ws) => hoursAnswer(live, ws));
    case 'features':
      return onTargets('features', (ws) => featuresAnswer(live, ws));
    case 'address':
      if (named.length || town) return onTargets('address', (ws) => addressAnswer(live, ws));
      break;
    default:
      break;
  }
  if (liveIntent === 'nearest' || liveIntent === 'address' || placed || size) {
    const point = town ?? (named[0] ? named[0].location : null) ?? q.location;
    if (!point) return { answer: r.needPlace(boxesLink(size)), intent: 'nearest', facts: null };
    const place = town?.name ?? named[0]?.name ?? r.yourLocation;
    const answer = await nearestAnswer(live, point, place, size);
    return { answer, intent: 'nearest', facts: answer };
  }
  const searched = topicBySearch(q.question, language);
  return searched ? help(searched) : fallback();
}
