import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { clientError } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { storeClientError } from './clientErrors';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

it('keeps the page address of an error report without the token of a service-access link', async () => {
  const token = 'Qk9YLXRva2VuLXRoYXQtb3BlbnMtdGhlLWxvY2tzLTEyMw';
  const id = await storeClientError(
    database.db,
    {
      error: 'TypeError: x is undefined',
      context: { location: `https://app.example.com/service-access?email=a%40b.sk&token=${token}` },
    },
    '203.0.113.9',
    30,
  );
  const [row] = await database.db.select().from(clientError).where(eq(clientError.id, id));
  expect(JSON.stringify(row)).not.toContain(token);
  expect((row.context as { location: string }).location).toBe(
    'https://app.example.com/service-access?email=[redacted]&token=[redacted]',
  );
});
