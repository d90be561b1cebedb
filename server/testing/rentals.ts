import { desc, eq } from 'drizzle-orm';
import { addDays, systemClock, todayOf } from '../config/clock';
import { rentalContract } from '../db/schema';
import { call, registerConfirmed, signIn } from './accounts';
import { addBoxes, payInSandbox, placeBody, type OrderTestApp } from './orders';

/** Helpers of the contract and rent tests: a signed-in client with a paid contract, made through the real API. */

export interface Tenant {
  id: number;
  email: string;
  token: string;
  phoneNumber: string;
}

export async function signedInClient(t: OrderTestApp, language = 'SK'): Promise<Tenant> {
  const a = await registerConfirmed(t, { language });
  const { token } = await signIn(t, a.email);
  return { id: a.id, email: a.email, token, phoneNumber: a.phoneNumber };
}

/** Orders a new box (3 months, 69 € + 7 € insurance a month) as `who` and pays it in the sandbox (`card`: one whose later charges succeed or are declined); returns the contract row. */
export async function rentABox(t: OrderTestApp, who: Tenant, card: 'pay' | 'pay-decline-later' = 'pay') {
  const { boxIds, warehouseId } = await addBoxes(t, {}, [
    { priceMinor: 6900, insurancePriceMinor: 700, insuranceCoverageMinor: 300000 },
  ]);
  const { language: _l, ...body } = placeBody(boxIds[0], {
    selection: { periodInMonths: 3, insuranceId: 2 },
    details: { email: who.email, telephoneNumber: who.phoneNumber },
  });
  const placed = await call(t, 'POST', '/api/client/order/place/with-login', body, who.token);
  if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  await payInSandbox(t, placed.body.paymentUrl, card);
  const [c] = await t.database.db
    .select()
    .from(rentalContract)
    .where(eq(rentalContract.userId, who.id))
    .orderBy(desc(rentalContract.id))
    .limit(1);
  if (!c || c.boxId !== boxIds[0]) throw new Error('the order was not fulfilled');
  return { contract: c, warehouseId };
}

/** Bills the contract's next period through the development hook; returns the new rent. */
export async function billNextPeriod(t: OrderTestApp, contractId: number, day?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/dev/contracts/${contractId}/next-rent`,
    payload: day ? { day } : {},
  });
  if (res.statusCode !== 200) throw new Error(`next-rent failed: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as {
    rentId: number;
    invoiceId: number;
    periodFrom: string;
    periodTo: string;
    amountMinor: number;
  };
}

/** Today plus `offsetDays`, as the server counts days: in the business time zone, by the system clock. */
export const isoDay = (offsetDays = 0) => addDays(todayOf(systemClock), offsetDays);
