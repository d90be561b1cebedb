/**
 * The chatbot's evaluation: seeds the demo network into an in-memory database, asks every question of
 * server/chat/eval/*.json through the real `POST /ask` route, and prints the share of answers that
 * contain every required fact, per language and overall, and the p95 answer time.
 * `npm run eval:chat` (add `-- --failures` to print the answers that missed a fact).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/env';
import { openDatabase } from '@server/db/client';
import { seedDemoNetwork } from '@server/seed/demo';

interface EvalQuestion {
  q: string;
  location?: { lat: number; lng: number } | null;
  /** Texts the answer must contain (compared ignoring case; a non-breaking space counts as a space). */
  facts: string[];
  /** Written after the engine was tuned on the others, to show how it does on new wording. */
  heldOut?: boolean;
}
interface EvalFile {
  language: string;
  questions: EvalQuestion[];
}

const evalDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'chat', 'eval');
const showFailures = process.argv.includes('--failures');
const normal = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').toLocaleLowerCase();

const database = await openDatabase({ dataDir: 'memory://' });
await seedDemoNetwork(database.db);
const config = loadConfig({ NODE_ENV: 'test', CHATBOT_ENABLED: 'true', LOCK_MQTT_PORT: '0' });
const app = await buildApp({ db: database.db, config, distDir: '/nonexistent' });

const times: number[] = [];
const rows: string[] = [];
let right = 0;
let total = 0;
let n = 0;
const heldOut = { right: 0, total: 0 };
for (const file of readdirSync(evalDir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const set = JSON.parse(readFileSync(path.join(evalDir, file), 'utf8')) as EvalFile;
  let ok = 0;
  for (const item of set.questions) {
    n += 1;
    const started = performance.now();
    // A new client address per question: the evaluation measures answers, not the rate limit.
    const response = await app.inject({
      method: 'POST',
      url: '/ask',
      remoteAddress: `10.0.${n >> 8}.${n & 255}`,
      payload: { question: item.q, lang: set.language, location: item.location ?? null },
    });
    times.push(performance.now() - started);
    const answer =
      response.statusCode === 200
        ? (response.json() as { answer: string }).answer
        : `HTTP ${response.statusCode} ${response.body}`;
    const missing = item.facts.filter((f) => !normal(answer).includes(normal(f)));
    if (item.heldOut) heldOut.total += 1;
    if (missing.length === 0) {
      ok += 1;
      if (item.heldOut) heldOut.right += 1;
    } else if (showFailures)
      console.log(
        `✗ [${set.language}] ${item.q}\n  missing: ${missing.join(' | ')}\n  answer: ${answer.replace(/\n/g, '\n          ')}\n`,
      );
  }
  right += ok;
  total += set.questions.length;
  rows.push(`${set.language}  ${ok}/${set.questions.length}  ${((100 * ok) / set.questions.length).toFixed(1)} %`);
}
times.sort((a, b) => a - b);
const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? 0;
console.log(rows.join('\n'));
console.log(`all ${right}/${total}  ${total ? ((100 * right) / total).toFixed(1) : '0'} %`);
if (heldOut.total)
  console.log(
    `held-out wording ${heldOut.right}/${heldOut.total}  ${((100 * heldOut.right) / heldOut.total).toFixed(1)} %`,
  );
console.log(
  `p95 answer time ${p95.toFixed(1)} ms (median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms, ${times.length} questions)`,
);
await app.close();
await database.close();
