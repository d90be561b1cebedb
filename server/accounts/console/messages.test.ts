import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoicingDetails } from '../../db/schema';
import { call, registerConfirmed, signIn } from '../../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../../testing/orders';
import { rentABox, signedInClient } from '../../testing/rentals';
import { staffSessionToken } from '../../testing/staff';

/** Informational messages written in the console, as each customer's login modal receives them. */
let t: OrderTestApp;
let admin: string;
beforeAll(async () => {
  t = await startOrderTestApp();
  admin = await staffSessionToken(t.ctx, 'ADMIN');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let serial = 0;
/** A message with a text no other test writes, so each test finds its own among all shown. */
const message = (texts: Record<string, string>, overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    texts: Object.fromEntries(Object.entries(texts).map(([l, text]) => [l, `${text} #${serial}`])),
    important: false,
    fallback: true,
    audience: 'ALL',
    country: null,
    customerEmail: null,
    visibleFrom: new Date(Date.now() - HOUR).toISOString(),
    visibleUntil: null,
    ...overrides,
  };
};
const write = async (body: Record<string, unknown>) => {
  const answer = await call(t, 'POST', '/api/admin/messages', body, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
};
const customer = async (language: string) => {
  const a = await registerConfirmed(t, { language });
  return { ...a, token: (await signIn(t, a.email)).token };
};
/** What the customer's login modal shows of the message: its text, or undefined when it is not shown. */
const seenBy = async (who: { token: string }, id: number) => {
  const current = await call(t, 'GET', '/api/client/client-user/current', undefined, who.token);
  expect(current.status).toBe(200);
  return (current.body.infomessages as { id: number; text: string }[]).find((m) => m.id === id)?.text;
};

describe('a message to everyone', () => {
  it('is read in the customer’s language, else in English, else the first written', async () => {
    const { id } = await write(message({ SK: 'Údržba v nedeľu', EN: 'Maintenance on Sunday', HU: 'Karbantartás' }));
    expect(await seenBy(await customer('SK'), id)).toMatch(/^Údržba v nedeľu/);
    expect(await seenBy(await customer('HU'), id)).toMatch(/^Karbantartás/);
    expect(await seenBy(await customer('RO'), id)).toMatch(/^Maintenance on Sunday/);
    const { id: noEnglish } = await write(message({ PL: 'Przerwa', CS: 'Přestávka' }));
    // Neither the reader's language nor English: the first written in the order SK, CS, EN, UK, PL, HU, RO.
    expect(await seenBy(await customer('UK'), noEnglish)).toMatch(/^Přestávka/);
  });

  it('is not shown to readers of another language when it has no fallback', async () => {
    const { id } = await write(message({ SK: 'Len po slovensky' }, { fallback: false }));
    expect(await seenBy(await customer('SK'), id)).toMatch(/^Len po slovensky/);
    expect(await seenBy(await customer('EN'), id)).toBeUndefined();
  });

  it('is shown within its window only, and no more once ended early', async () => {
    const reader = await customer('EN');
    const { id: later } = await write(
      message({ EN: 'Later' }, { visibleFrom: new Date(Date.now() + HOUR).toISOString() }),
    );
    expect(await seenBy(reader, later)).toBeUndefined();
    const { id } = await write(message({ EN: 'Now' }));
    expect(await seenBy(reader, id)).toMatch(/^Now/);
    const ended = await call(t, 'POST', `/api/admin/messages/${id}/end`, undefined, admin);
    expect(ended.status).toBe(200);
    expect(await seenBy(reader, id)).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'message'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['message.end', 'message.create']);
    expect(rows[0].before).toEqual({ visibleUntil: null });
  });

  it('shows the changed text after an edit, with the change audited', async () => {
    const reader = await customer('EN');
    const { id } = await write(message({ EN: 'Draft' }));
    const changed = message({ EN: 'Final' }, { important: true });
    const answer = await call(t, 'PUT', `/api/admin/messages/${id}`, changed, admin);
    expect(answer.body).toMatchObject({ id, important: true, texts: changed.texts });
    expect(await seenBy(reader, id)).toBe(changed.texts.EN);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'message'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'message.update' });
    expect(row.before).toMatchObject({ important: false });
    expect(row.after).toMatchObject({ important: true, texts: changed.texts });
  });
});

describe('a message to a country’s customers', () => {
  it('reaches those with a contract or their invoicing address there, in the country’s language after English', async () => {
    const { id } = await write(
      message({ CS: 'Nová pobočka', PL: 'Nowy oddział w Krakowie' }, { audience: 'COUNTRY', country: 'POL' }),
    );
    const tenant = await signedInClient(t, 'EN');
    await rentABox(t, tenant);
    expect(await seenBy(tenant, id)).toBeUndefined();
    const polish = await customer('EN');
    await t.database.db.insert(invoicingDetails).values({
      userId: polish.id,
      type: 'FyzickaOsoba',
      firstName: 'Jana',
      lastName: 'Nová',
      email: polish.email,
      telephoneNumber: '+48601000000',
      street: 'Floriańska',
      streetNumber: '1',
      city: 'Kraków',
      zip: '31-019',
      countryCode: 'POL',
    });
    // No English text: the country's language before the first written (Czech).
    expect(await seenBy(polish, id)).toMatch(/^Nowy oddział w Krakowie/);
    const { id: slovak } = await write(message({ SK: 'Bratislava' }, { audience: 'COUNTRY', country: 'SVK' }));
    expect(await seenBy(tenant, slovak)).toMatch(/^Bratislava/);
  });
});

describe('a message to one customer', () => {
  it('is found by their e-mail and shown to them alone', async () => {
    const them = await customer('EN');
    const other = await customer('EN');
    const { id } = await write(
      message({ EN: 'Your card expires' }, { audience: 'CUSTOMER', customerEmail: them.email.toUpperCase() }),
    );
    expect(await seenBy(them, id)).toMatch(/^Your card expires/);
    expect(await seenBy(other, id)).toBeUndefined();
    const listed = (await call(t, 'GET', '/api/admin/messages', undefined, admin)).body.messages.find(
      (m: { id: number }) => m.id === id,
    );
    expect(listed).toMatchObject({ audience: 'CUSTOMER', customerEmail: them.email });
  });

  it('refuses an e-mail no customer has, on its field', async () => {
    const answer = await call(
      t,
      'POST',
      '/api/admin/messages',
      message({ EN: 'Hello' }, { audience: 'CUSTOMER', customerEmail: 'nobody.here@example.com' }),
      admin,
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 'message/unknown-customer',
      fields: [{ path: 'body.customerEmail', code: 'message/unknown-customer' }],
    });
  });
});

describe('writing messages', () => {
  it('needs a text, the audience’s country or e-mail, and an end after the start', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await call(t, 'POST', '/api/admin/messages', body, admin);
      expect(answer.status).toBe(400);
      return answer.body.fields.map((f: { path: string; code: string }) => [f.path, f.code]);
    };
    expect(await fieldsOf(message({ EN: '' }, { texts: { EN: '  ' } }))).toEqual([
      ['body.texts', 'revalid/rule/basic/not-null'],
    ]);
    expect(await fieldsOf(message({ EN: 'x' }, { audience: 'COUNTRY' }))).toEqual([
      ['body.country', 'revalid/rule/basic/not-null'],
    ]);
    expect(
      await fieldsOf(message({ EN: 'x' }, { visibleUntil: new Date(Date.now() - 2 * HOUR).toISOString() })),
    ).toEqual([['body.visibleUntil', 'message/ends-before-start']]);
  });

  it('is for administrators only: an owner and support are refused, a customer is unknown', async () => {
    for (const role of ['OWNER', 'SUPPORT'] as const) {
      const token = await staffSessionToken(t.ctx, role);
      expect((await call(t, 'POST', '/api/admin/messages', message({ EN: 'x' }), token)).body).toMatchObject({
        status: 403,
      });
      expect((await call(t, 'GET', '/api/admin/messages', undefined, token)).status).toBe(403);
    }
    const reader = await customer('EN');
    expect((await call(t, 'GET', '/api/admin/messages', undefined, reader.token)).status).toBe(401);
  });
});
