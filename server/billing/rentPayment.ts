import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import { appUser, box, invoice, payment, rent, rentalContract, rentPayment } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { assertOwnOrigin } from '../http/returnUrl';
import { languageOf } from '../identity/users';
import { GatewayError } from '../payments/gateway';
import type { RentalsContext } from '../rentals/context';
import { recordRentPaymentState } from './rentPaymentRecord';
import { latestRentPayment, ownRent } from './rentRows';

/** Each start creates a payment at the provider: a few per customer and hour are plenty. */
export const rentPaymentPerUser: RateLimitRule = { bucket: 'rent-payment', limit: 20, windowSeconds: 3600 };

/** First poll of a new payment: the notification usually comes sooner. */
const FIRST_CHECK_SECONDS = 60;

type RentRow = typeof rent.$inferSelect;
type PaymentRow = typeof payment.$inferSelect;

const inProgress = () => new HttpError(409, 'rent/payment-in-progress', 'A payment of this rent is being processed.');

/**
 * "Pay" on an unpaid rent: a card payment through the provider in use, answering its page. Under the
 * rent's row lock, so two clicks start one payment: a payment still open at the provider answers its
 * page again (the customer left it with Back), one being created right now answers 409
 * `rent/payment-in-progress`, as does a rent whose automatic charge is running; a paid rent answers
 * 409 `rent/already-paid`. The provider is called after the commit; when it cannot be reached, the
 * attempt is FAILED and the answer is 503 `payment/unsuccessful`.
 */
export async function startRentPayment(
  ctx: RentalsContext,
  userId: number,
  rentId: number,
  returnUrl: string,
): Promise<string> {
  assertOwnOrigin(returnUrl, ctx.config.app.publicUrl);
  await consumeRateLimit(ctx.db, rentPaymentPerUser, String(userId));
  const started = await ctx.db.transaction(async (tx) => {
    const r = await ownRent(tx, userId, rentId, true);
    if (r.status === 'PAID') throw new HttpError(409, 'rent/already-paid', 'This rent is already paid.');
    if (r.payingStatus === 'ATTEMPTING_AUTOPAY') throw inProgress();
    const open = await latestRentPayment(tx, r.id, true);
    if (open) {
      if (open.gatewayUrl) return { resumeUrl: open.gatewayUrl, rent: null, payment: null };
      throw inProgress();
    }
    const [row] = await tx
      .insert(payment)
      .values({
        provider: ctx.gateways.current.provider,
        amountMinor: r.amountMinor,
        currency: r.currency,
        recurrence: false,
      })
      .returning();
    await tx.insert(rentPayment).values({ paymentId: row.id, rentId: r.id, userId });
    return { resumeUrl: null, rent: r, payment: row };
  });
  if (started.resumeUrl !== null) return started.resumeUrl;
  return createAtProvider(ctx, started.rent!, started.payment!, returnUrl);
}

async function createAtProvider(ctx: RentalsContext, r: RentRow, p: PaymentRow, returnUrl: string): Promise<string> {
  const [about] = await ctx.db
    .select({
      number: invoice.number,
      buyer: invoice.buyer,
      boxName: box.name,
      vatPercent: rentalContract.vatPercent,
      user: appUser,
    })
    .from(rent)
    .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(appUser, eq(appUser.id, rentalContract.userId))
    .leftJoin(invoice, eq(invoice.rentId, rent.id))
    .where(eq(rent.id, r.id));
  const buyer = about.buyer as InvoicingDetails | null;
  const description = `Self Storage ${about.boxName}${about.number ? `, ${about.number}` : ''}`;
  const back = new URL(returnUrl);
  back.searchParams.set('rentId', String(r.id));
  try {
    const created = await ctx.gateways.of(p.provider).create({
      amountMinor: r.amountMinor,
      currency: r.currency as Currency,
      orderNumber: about.number ?? `rent-${r.id}`,
      description,
      items: [{ name: description, amountMinor: r.amountMinor, vatPercent: about.vatPercent }],
      language: languageOf(about.user),
      payer: {
        firstName: buyer?.firstName ?? about.user.firstName,
        lastName: buyer?.lastName ?? about.user.lastName,
        email: about.user.email,
        phoneNumber: buyer?.telephoneNumber ?? about.user.phoneNumber ?? '',
      },
      returnUrl: back.toString(),
      recurrence: false,
    });
    await ctx.db
      .update(payment)
      .set({
        providerPaymentId: created.providerPaymentId,
        gatewayUrl: created.gatewayUrl,
        state: 'PENDING',
        nextCheckAt: sql`now() + make_interval(secs => ${FIRST_CHECK_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(payment.id, p.id));
    if (created.state !== 'PENDING') await recordRentPaymentState(ctx, p.id, created.state);
    return created.gatewayUrl;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await ctx.db
      .update(payment)
      .set({ lastError: err.message.slice(0, 1000) })
      .where(eq(payment.id, p.id));
    await recordRentPaymentState(ctx, p.id, 'FAILED');
    throw new HttpError(
      503,
      'payment/unsuccessful',
      'The card payment provider cannot be reached; try again in a moment.',
    );
  }
}
