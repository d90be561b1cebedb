import { eq } from 'drizzle-orm';
import type { CheckoutContext } from '../checkout/context';
import { loadConfig } from '../config/env';
import { box, invoice, rent, rentalContract } from '../db/schema';
import { createPaymentGateways } from '../payments/gateways';
import { call, mailsTo, uniqueEmail, uniquePhone } from './accounts';
import { addWarehouse, type BoxSpec } from './fixtures';
import { startTestApp, type TestApp } from './testApp';

/** Helpers of the order tests: an app with the context the job functions need, boxes, bodies, the sandbox card page. */

export const PUBLIC_URL = 'http://127.0.0.1:3000';
export const RETURN_URL = `${PUBLIC_URL}/order/status-check`;

export interface OrderTestApp extends TestApp {
  ctx: CheckoutContext;
}

export async function startOrderTestApp(env: Record<string, string> = {}): Promise<OrderTestApp> {
  const fullEnv = { PUBLIC_URL, ...env };
  const t = await startTestApp(fullEnv);
  const config = loadConfig({ NODE_ENV: 'test', ...fullEnv });
  const db = t.database.db;
  return { ...t, ctx: { db, config, gateways: createPaymentGateways(db, config) } };
}

/** A warehouse with boxes; returns the warehouse id and the box ids in order. */
type WarehouseFields = Partial<Parameters<typeof addWarehouse>[1]>;
type BoxFields = BoxSpec & { insurancePriceMinor?: number | null; insuranceCoverageMinor?: number };

export async function addBoxes(t: TestApp, fields: WarehouseFields = {}, boxes: BoxFields[] = [{}]) {
  const db = t.database.db;
  const warehouseId = await addWarehouse(db, { lat: 48.15, lng: 17.11, ...fields }, boxes);
  const rows = await db.select().from(box).where(eq(box.warehouseId, warehouseId)).orderBy(box.id);
  for (const [i, spec] of boxes.entries()) {
    if (spec.insurancePriceMinor !== undefined || spec.insuranceCoverageMinor !== undefined) {
      await db
        .update(box)
        .set({
          insurancePriceMinor: spec.insurancePriceMinor ?? null,
          insuranceCoverageMinor: spec.insuranceCoverageMinor ?? 0,
        })
        .where(eq(box.id, rows[i].id));
    }
  }
  return { warehouseId, boxIds: rows.map((r) => r.id) };
}

export function invoicingDetails(overrides: Record<string, unknown> = {}) {
  return {
    version: 0,
    firstName: 'Jana',
    lastName: 'Nováková',
    email: uniqueEmail('order'),
    personalId: null,
    telephoneNumber: uniquePhone(),
    company: null,
    address: { street: 'Hlavná', number: '12', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
    type: 'FyzickaOsoba',
    ...overrides,
  };
}

export function placeBody(
  boxId: number,
  overrides: { selection?: Record<string, unknown>; details?: Record<string, unknown>; language?: string } = {},
) {
  return {
    selection: { boxId, periodInMonths: 1, insuranceId: null, voucherToken: null, ...overrides.selection },
    invoicingDetails: invoicingDetails(overrides.details),
    consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
    returnUrl: RETURN_URL,
    language: overrides.language ?? 'SK',
  };
}

let ip = 0;
/** Each anonymous placement from its own client address: the per-address limit is tested on its own. */
export const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${(ip += 1) & 255}`;

export const placeAnonymously = (t: TestApp, body: ReturnType<typeof placeBody>) =>
  call(t, 'POST', '/api/client/order/place/without-login', body, undefined, nextIp());

/** The payer's choice on the sandbox card page; returns the redirect's location. */
export async function payInSandbox(
  t: TestApp,
  paymentUrl: string,
  outcome: 'pay' | 'decline' | 'pending' | 'pay-decline-later',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
}

export const orderStatusOf = async (t: TestApp, orderId: string) =>
  (await call(t, 'GET', `/api/client/order/status?orderId=${orderId}`)).body;

/** What fulfilling an order creates, counted: exactly one of each once it is fulfilled. */
export async function fulfilmentCounts(t: TestApp, orderId: number, email: string) {
  const db = t.database.db;
  const contracts = await db
    .select({ id: rentalContract.id })
    .from(rentalContract)
    .where(eq(rentalContract.orderId, orderId));
  const invoices = await db
    .select({ id: invoice.id })
    .from(invoice)
    .innerJoin(rent, eq(rent.id, invoice.rentId))
    .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
    .where(eq(rentalContract.orderId, orderId));
  const orderMails = (await mailsTo(db, email)).filter((m) => m.template === 'order-confirmed');
  return { contracts: contracts.length, invoices: invoices.length, orderMails: orderMails.length };
}
