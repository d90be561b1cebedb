import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoNetwork } from '../seed/demo';
import { startTestApp, type TestApp } from '../testing/testApp';

/** A fake OpenAI-compatible API on 127.0.0.1: answers as `reply` says and records every request. */
let reply: (body: { messages: { role: string; content: string }[] }, res: ServerResponse) => void;
const requests: {
  url: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
let fake: Server;
let t: TestApp;
let n = 0;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
const completion = (res: ServerResponse, content: string) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));

beforeAll(async () => {
  // The server does not await its handler: a request it cannot read is answered 500, never left hanging.
  fake = createServer((req, res) => {
    readBody(req)
      .then((text) => {
        const body = JSON.parse(text);
        requests.push({ url: req.url ?? '', auth: req.headers.authorization, body });
        reply(body, res);
      })
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await startTestApp({
    CHATBOT_ENABLED: 'true',
    CHAT_LLM_URL: `http://127.0.0.1:${port}/v1`,
    CHAT_LLM_KEY: 'test-key',
    CHAT_LLM_MODEL: 'fake-model',
    CHAT_LLM_TIMEOUT_MS: '1500',
  });
  await seedDemoNetwork(t.database.db);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const ask = async (question: string, lang = 'EN') => {
  n += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/ask',
    remoteAddress: `10.3.0.${n}`,
    payload: { question, lang, location: null },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { answer: string }).answer;
};

describe('the language-model adapter', () => {
  it('sends the question with the live data and the retrieved passages, and answers with the model', async () => {
    reply = (body, res) => {
      const link = /\/location\/\d+/.exec(body.messages[0].content.split('LIVE DATA')[1] ?? '')?.[0] ?? '';
      completion(res, `Model: the Žilina – Bánová warehouse is the nearest, see ${link}.`);
    };
    const answer = await ask('Where is the nearest warehouse in Žilina?');
    expect(answer).toMatch(/^Model: .*\/location\/\d+/);
    const [request] = requests;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.model).toBe('fake-model');
    expect(request.body.messages[0].content).toContain('LIVE DATA');
    expect(request.body.messages[0].content).toContain('Žilina – Bánová');
    expect(request.body.messages[0].content).toContain('Answer in English');
    expect(request.body.messages[1]).toEqual({ role: 'user', content: 'Where is the nearest warehouse in Žilina?' });
  });

  it('gives the model the help passages in the question language', async () => {
    reply = (_body, res) => completion(res, 'Model: otvorte /my/boxes.');
    expect(await ask('Ako otvorím smart zámok?', 'SK')).toBe('Model: otvorte /my/boxes.');
    expect(requests[0].body.messages[0].content).toContain('HELP (Otvorenie smart zámku)');
    expect(requests[0].body.messages[0].content).toContain('Answer in Slovak');
  });

  it('strips markup from the model answer', async () => {
    reply = (_body, res) => completion(res, '<b>Call</b> us <script>x()</script>please.');
    expect(await ask('How do I pay the rent?')).toBe('Call us x()please.');
  });

  it('falls back to the embedded engine when the model fails', async () => {
    reply = (_body, res) => res.writeHead(500).end('boom');
    expect(await ask('How do I pay the rent?')).toContain('/my/rents');
  });

  it('falls back to the embedded engine when the model times out', async () => {
    reply = (_body, res) => setTimeout(() => completion(res, 'too late'), 4000);
    const started = Date.now();
    expect(await ask('How do I pay the rent?')).toContain('/my/rents');
    expect(Date.now() - started).toBeLessThan(3900);
  });

  it('falls back when the model answers nothing usable or drops the warehouses the data names', async () => {
    reply = (_body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    expect(await ask('How do I pay the rent?')).toContain('/my/rents');
    reply = (_body, res) => completion(res, 'There is a warehouse somewhere near Žilina.');
    expect(await ask('Where is the nearest warehouse in Žilina?')).toMatch(/Žilina – Bánová.*\/location\/\d+/);
  });
});
