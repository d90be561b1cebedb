import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { sandboxPayment } from '../../db/schema';
import { GatewayError, type PaymentGateway, type ProviderPaymentState } from '../gateway';

type SandboxState = 'PENDING' | 'PAID' | 'DECLINED' | 'REFUNDED';

const toProviderState: Record<SandboxState, ProviderPaymentState> = {
  PENDING: 'PENDING',
  PAID: 'PAID',
  DECLINED: 'FAILED',
  REFUNDED: 'REFUNDED',
};

export const SANDBOX_PAGE_PATH = '/sandbox-pay';
export const SANDBOX_NOTIFY_PATH = '/api/payments/sandbox/notify';
/** The sandbox's queued notification of a decided charge, keyed by the charge's id (see notifications.ts). */
export const SANDBOX_NOTIFY_JOB = 'sandbox-notify';

/**
 * The embedded sandbox provider: payments live in `sandbox_payment`, the payer decides on our own
 * hosted page (page.ts) and the provider notifies our notification endpoint with a signed request.
 * Ids are random (the page is reachable by anyone who knows one). A recurring charge is decided at
 * once: paid, or declined when the payer chose the card that declines later charges; like a real
 * provider it keeps our order number with the charge and also notifies the charge's id, from a
 * durable queue written with the charge, so the outcome reaches us even when the instance that
 * asked for the charge died before it read the answer. Its charges can be searched by order number,
 * and a charge asked twice with one order number is made once.
 */
export function sandboxGateway(db: Db, publicUrl: string): PaymentGateway {
  const base = publicUrl.replace(/\/+$/, '');
  const find = async (id: string) => {
    const [row] = await db.select().from(sandboxPayment).where(eq(sandboxPayment.id, id));
    if (!row) throw new GatewayError(`sandbox payment ${id} does not exist`, false);
    return row;
  };
  const findCharge = async (parentId: string, orderNumber: string) => {
    const [row] = await db
      .select({ id: sandboxPayment.id, state: sandboxPayment.state })
      .from(sandboxPayment)
      .where(and(eq(sandboxPayment.parentId, parentId), eq(sandboxPayment.orderNumber, orderNumber)));
    return row ?? null;
  };
  return {
    provider: 'sandbox',
    async create(p) {
      const id = randomBytes(16).toString('base64url');
      await db.insert(sandboxPayment).values({
        id,
        amountMinor: p.amountMinor,
        currency: p.currency,
        description: p.description,
        language: p.language,
        returnUrl: p.returnUrl,
        notificationUrl: `${base}${SANDBOX_NOTIFY_PATH}`,
        recurrence: p.recurrence,
        orderNumber: p.orderNumber,
      });
      return { providerPaymentId: id, gatewayUrl: `${base}${SANDBOX_PAGE_PATH}/${id}`, state: 'PENDING' };
    },
    async getState(id) {
      return toProviderState[(await find(id)).state as SandboxState];
    },
    async lookUp(id) {
      const row = await find(id);
      return {
        state: toProviderState[row.state as SandboxState],
        orderNumber: row.orderNumber,
        amountMinor: row.amountMinor,
        currency: row.currency,
      };
    },
    async findCharge(parentId, orderNumber) {
      const row = await findCharge(parentId, orderNumber);
      return row ? { providerPaymentId: row.id, state: toProviderState[row.state as SandboxState] } : null;
    },
    async chargeRecurrence(parentId, charge) {
      const parent = await find(parentId);
      if (!parent.recurrence || parent.recurrenceVoidedAt || parent.state !== 'PAID') {
        throw new GatewayError(`sandbox payment ${parentId} has no active recurrence`, false);
      }
      const fresh = randomBytes(16).toString('base64url');
      const state = parent.declinesRecurring ? 'DECLINED' : 'PAID';
      // Our order number is an idempotency key, as card providers' APIs offer (a unique index): a
      // charge asked again with the same order number (its answer was lost) answers the first charge,
      // never a second. The charge and its queued notification are written in one statement.
      const [made] = await queryRows<{ id: string; state: string }>(
        db,
        sql`
        with charged as (
          insert into sandbox_payment (id, parent_id, amount_minor, currency, description, language, return_url,
            notification_url, state, recurrence, declines_recurring, order_number)
          values (${fresh}, ${parentId}, ${charge.amountMinor}, ${parent.currency}, ${charge.description},
            ${parent.language}, ${parent.returnUrl}, ${parent.notificationUrl}, ${state}, false, false, ${charge.orderNumber})
          on conflict (parent_id, order_number) do nothing
          returning id, state),
        notified as (insert into job (kind, key) select ${SANDBOX_NOTIFY_JOB}, id from charged on conflict do nothing)
        select id, state from charged
        union all
        select id, state from sandbox_payment
        where parent_id = ${parentId} and order_number = ${charge.orderNumber} and not exists (select 1 from charged)`,
      );
      // A request racing this one made the charge after this statement's snapshot: read it now.
      const found = made ?? (await findCharge(parentId, charge.orderNumber));
      if (!found) throw new GatewayError(`sandbox charge ${charge.orderNumber} was neither made nor found`, true);
      return { providerPaymentId: found.id, state: toProviderState[found.state as SandboxState] };
    },
    async voidRecurrence(parentId) {
      await find(parentId);
      await db
        .update(sandboxPayment)
        .set({ recurrenceVoidedAt: sql`coalesce(${sandboxPayment.recurrenceVoidedAt}, now())` })
        .where(eq(sandboxPayment.id, parentId));
    },
    async refund(id) {
      const row = await find(id);
      if (row.state !== 'PAID' && row.state !== 'REFUNDED')
        throw new GatewayError(`sandbox payment ${id} is not paid`, false);
      await db
        .update(sandboxPayment)
        .set({ state: 'REFUNDED', updatedAt: sql`now()` })
        .where(eq(sandboxPayment.id, id));
    },
  };
}
