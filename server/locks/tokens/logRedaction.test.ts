import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { settableClock } from '../../config/clock';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createPaymentGateways } from '../../payments/gateways';
import { PUBLIC_URL, type OrderTestApp } from '../../testing/orders';
import { rentABox, signedInClient } from '../../testing/rentals';
import { openTestDatabase } from '../../testing/testDatabase';
import { grant, unlockByLink, validity } from '../../testing/unlockTokens';

/** The request log of the real app, as main.ts configures it, never holds a token or the holder's e-mail. */
const lines: string[] = [];
let t: OrderTestApp;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL, LOCK_ACK_TIMEOUT_MS: '400' },
    { clock: settableClock(new Date().toISOString()) },
  );
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ db: database.db, config, distDir: '/nonexistent', logger: { level: 'info', stream } });
  t = {
    app,
    database,
    ctx: { db: database.db, config, gateways: createPaymentGateways(database.db, config) },
    close: async () => app.close(),
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.close();
});

it('logs the holder’s calls with the e-mail and token redacted', async () => {
  const owner = await signedInClient(t);
  const { contract } = await rentABox(t, owner);
  const now = Date.now();
  const created = await grant(t, owner, {
    contractId: contract.id,
    email: 'logged.holder@example.com',
    validFrom: new Date(now).toISOString(),
    validTo: new Date(now + 3_600_000).toISOString(),
  });
  const { token } = created.body;
  expect((await validity(t, 'logged.holder@example.com', token)).status).toBe(200);
  await unlockByLink(t, 'box-unlock', contract.boxId, 'logged.holder@example.com', token, {
    lat: 0,
    lng: 0,
    accuracy: 10,
  });
  const log = lines.join('');
  expect(log).toContain('/auth/unlock-token');
  expect(log).not.toContain(token);
  expect(log).not.toContain('logged.holder');
});
