import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { seedDemoNetwork } from '../seed/demo';
import { startTestApp, type TestApp } from '../testing/testApp';
import { pruneChatLog } from './log';
import { chatRateLimit } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHATBOT_ENABLED: 'true' });
  await seedDemoNetwork(t.database.db);
});
afterAll(() => t.close());

const ask = (question: string, remoteAddress: string, lang = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: '/ask',
    remoteAddress,
    payload: { question, lang, location: { lat: 48.15, lng: 17.11 } },
  });

describe('POST /ask', () => {
  it('limits questions per client address', async () => {
    for (let i = 0; i < chatRateLimit.limit; i++) expect((await ask('How do I pay?', '10.2.0.1')).statusCode).toBe(200);
    const refused = await ask('How do I pay?', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate-limited' });
    expect((await ask('How do I pay?', '10.2.0.2')).statusCode).toBe(200);
  });

  it('bounds the question by the contract', async () => {
    expect((await ask('x'.repeat(1001), '10.2.0.3')).statusCode).toBe(400);
    expect((await ask('   ', '10.2.0.3')).statusCode).toBe(400);
  });

  it('answers in plain text, whatever the question carries', async () => {
    const response = await ask('<script>alert(1)</script> Where is the nearest <b>free</b> box?', '10.2.0.4');
    const { answer } = response.json() as { answer: string };
    expect(answer).not.toMatch(/[<>]/);
    expect(answer).toContain('/location/');
  });

  it('keeps every question and answer without the asker identity, and prunes old ones', async () => {
    await ask('What is the address of the warehouse in Gdańsk?', '10.2.0.99');
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from chat_log where question like '%Gdańsk%'`,
    );
    expect(row).toMatchObject({ language: 'EN', intent: 'address', source: 'engine' });
    expect(String(row.answer)).toContain('Grunwaldzka');
    expect(Object.keys(row).sort()).toEqual([
      'answer',
      'asked_at',
      'duration_ms',
      'id',
      'intent',
      'language',
      'question',
      'source',
    ]);
    expect(JSON.stringify(row)).not.toContain('10.2.0.99');
    expect(JSON.stringify(row)).not.toContain('48.15');

    await t.database.db.execute(
      sql`update chat_log set asked_at = now() - interval '31 days' where question like '%Gdańsk%'`,
    );
    expect(await pruneChatLog(t.database.db, 30)).toBe(1);
    expect(await queryRows(t.database.db, sql`select id from chat_log where question like '%Gdańsk%'`)).toEqual([]);
    expect(await pruneChatLog(t.database.db, 30)).toBe(0);
  });
});

describe('POST /ask while the chatbot is switched off', () => {
  it('answers 503 chatbot/failure', async () => {
    const off = await startTestApp({ CHATBOT_ENABLED: 'false' });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/ask',
        payload: { question: 'Hello', lang: 'EN', location: null },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'chatbot/failure' });
    } finally {
      await off.close();
    }
  });
});
