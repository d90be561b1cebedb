import type { contract } from '@contract/index';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import type { RentalsContext } from '../rentals/context';
import { startRentPayment } from './rentPayment';
import { rentPaymentStatus } from './rentPaymentRecord';

/** Paying an unpaid rent by card from My rents, and where that payment stands. Owner only: another user's rent is 404. */
export const myRentPaymentRoutes = (
  ctx: RentalsContext,
): ApiHandlers<typeof contract.my, 'manualPayment' | 'rentPaymentStatus'> => ({
  manualPayment: async ({ params, body, request }) => ({
    status: 200,
    body: { url: await startRentPayment(ctx, clientOf(request).userId, params.id, body.returnUrl) },
  }),
  rentPaymentStatus: async ({ params, request }) => ({
    status: 200,
    body: await rentPaymentStatus(ctx, clientOf(request).userId, params.id),
  }),
});
