import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, freeBoxSubscription, mailOutbox, warehouse } from '../db/schema';
import { addBoxes, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { notifyFreeBoxSubscribers } from './freeBoxNotifications';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

const subscribe = (warehouseId: number, email: string, language: string, size: string | null = null) =>
  db()
    .insert(freeBoxSubscription)
    .values({ warehouseId, email, language, size })
    .returning()
    .then((r) => r[0]);
const mailsTo = (emails: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));

describe('free-box notifications', () => {
  it('e-mail each waiting subscriber once, in their language, when a box of their size becomes free', async () => {
    // A full warehouse: one SMALL box (1.5 × 1.5 m) and one LARGE box (3 × 3 m), both rented.
    const { warehouseId, boxIds } = await addBoxes(t, { name: 'Žilina – Solinky' }, [
      { occupancy: 'RENTED' },
      { occupancy: 'RENTED', widthCm: 300, lengthCm: 300 },
    ]);
    const any = await subscribe(warehouseId, 'any@example.com', 'HU');
    const small = await subscribe(warehouseId, 'small@example.com', 'SK', 'SMALL');
    const large = await subscribe(warehouseId, 'large@example.com', 'RO', 'LARGE');
    const emails = ['any@example.com', 'small@example.com', 'large@example.com'];
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);

    await db().update(box).set({ occupancy: 'FREE' }).where(eq(box.id, boxIds[0])); // the SMALL one
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(2);
    const mails = await mailsTo(emails);
    expect(mails.map((m) => [m.toAddress, m.template, m.language]).sort()).toEqual([
      ['any@example.com', 'free-box', 'HU'],
      ['small@example.com', 'free-box', 'SK'],
    ]);
    const sk = mails.find((m) => m.language === 'SK')!;
    expect(sk.subject).toBe('V sklade Žilina – Solinky je voľný box');
    expect(sk.text).toContain(`http://127.0.0.1:3000/location/${warehouseId}`);
    const rows = await db()
      .select()
      .from(freeBoxSubscription)
      .where(inArray(freeBoxSubscription.id, [any.id, small.id, large.id]));
    expect(
      rows
        .filter((r) => r.notifiedAt !== null)
        .map((r) => r.email)
        .sort(),
    ).toEqual(['any@example.com', 'small@example.com']);

    // Once only: later runs, even with more free boxes, send nothing more to them.
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    await db().update(box).set({ occupancy: 'FREE' }).where(eq(box.id, boxIds[1]));
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(1);
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    expect((await mailsTo(emails)).map((m) => m.toAddress).sort()).toEqual(emails.slice().sort());
  });

  it('wait while the warehouse is deactivated or its free box is out of service', async () => {
    const { warehouseId, boxIds } = await addBoxes(t, {}, [{ occupancy: 'RENTED' }]);
    await subscribe(warehouseId, 'patient@example.com', 'EN');
    await db().update(warehouse).set({ deactivated: true }).where(eq(warehouse.id, warehouseId));
    await db().update(box).set({ occupancy: 'FREE' }).where(eq(box.id, boxIds[0]));
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    await db().update(warehouse).set({ deactivated: false }).where(eq(warehouse.id, warehouseId));
    await db().update(box).set({ active: false }).where(eq(box.id, boxIds[0]));
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    await db().update(box).set({ active: true }).where(eq(box.id, boxIds[0]));
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(1);
  });
});
