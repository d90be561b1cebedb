import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { OperatingCountry } from './countries';
import { RentalContract, RentalContractDetail, Rent, SharedBoxes } from './entities';
import { ContractStatus, RentPayingStatus, RentStatus } from './enums';
import { withErrors } from './errors';
import { withPasswordConfirmation } from './auth';
import { Email, Id, IdParam, IsoDate, IsoDateTime, Language, ValueOf } from './primitives';
import { Profile, ProfileUpdate, ReferralInfo } from './profile';
import { bearer } from './routeMeta';

const c = initContract();

/** Array query parameters arrive as repeated keys: one value is a string, several an array. */
export const oneOrMany = <T extends z.ZodTypeAny>(t: T) =>
  z.union([t, z.array(t)]).transform((v): z.infer<T>[] => (Array.isArray(v) ? v : [v]));

export const MyContractsQuery = z.object({
  country: oneOrMany(OperatingCountry).optional(),
  status: oneOrMany(ContractStatus).optional(),
});

/** `unpaid` lists every unpaid rent; `paid` those paid in `year` (current year when missing). */
export const MyRentsQuery = z.object({
  filter: z.enum(['all', 'unpaid', 'paid']).default('all'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** A PDF file: the body is the raw bytes with `Content-Type: application/pdf`. */
export const PdfResponse = c.otherResponse({ contentType: 'application/pdf', body: z.any() });

export const ManualPaymentRequest = z.object({
  /** Where the card gateway returns the user (the SPA's /my/rents); public origin only. */
  returnUrl: z.string().url().max(2000),
});
export const ManualPaymentResponse = z.object({ url: z.string().url() });

/**
 * Our design: where the payment of a rent stands, for the page the card gateway returns to. `payment`
 * is the rent's latest card payment (null before any); a pending one is asked about at the provider.
 */
export const RentPaymentStatus = z.object({
  rentId: Id,
  status: RentStatus,
  payingStatus: RentPayingStatus,
  payment: z.object({ state: z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED']) }).nullable(),
  /** The invoice of the rent; once paid, its PDF is the paid invoice. */
  invoiceId: Id.nullable(),
});
export type RentPaymentStatus = z.infer<typeof RentPaymentStatus>;

export const ChangePasswordRequest = withPasswordConfirmation({
  oldPassword: z.string().min(1, 'revalid/rule/basic/not-null').max(128),
});

export const SetLocaleRequest = z.object({ userLanguage: Language });

/** Our design: a still image from the warehouse camera watching the contract's box. */
export const CameraCaptureRequest = z.object({ contractId: Id });
/** Image types a camera picture may have; anything else from a camera is refused as no picture. */
export const CameraImageType = z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']);
export const CameraCapture = z.object({
  contentType: CameraImageType,
  /** The picture's bytes, base64: it is small and private, so it travels in the answer rather than at a URL. */
  dataBase64: z.string().min(1),
  /** When the picture was taken (the server's clock). */
  takenAt: IsoDateTime,
});
export type CameraCapture = z.infer<typeof CameraCapture>;

export const BoxSharingRequest = z.object({ contractId: Id, email: Email });

/** Our design: true subscribes to the newsletter, false unsubscribes. */
export const NewsletterSubscription = z.object({ value: z.boolean() });

export const FirstContractAt = z.object({
  /** Start date of the user's first contract ever; null when they have none. */
  firstAt: IsoDate.nullable(),
});

/**
 * The signed-in client's area. Every call needs the bearer token. Ids of contracts, rents,
 * invoices and agreements are owner-scoped: 404 when unknown or not visible to the user.
 */
export const myContract = c.router(
  {
    contracts: {
      method: 'GET',
      path: '/api/client/my/contracts',
      query: MyContractsQuery,
      responses: withErrors({ 200: z.array(RentalContract) }, 401),
      summary: 'My contracts, filtered by countries and statuses, newest first',
    },
    contract: {
      method: 'GET',
      path: '/api/client/my/contracts/:id',
      pathParams: IdParam,
      responses: withErrors({ 200: RentalContractDetail }, 401, 404),
      summary: 'One of my contracts with prices and the e-mails it is shared with',
    },
    contractRents: {
      method: 'GET',
      path: '/api/client/my/contracts/:id/rents',
      pathParams: IdParam,
      responses: withErrors({ 200: z.array(Rent) }, 401, 404),
      summary: 'Rents of one of my contracts, newest first',
    },
    firstContractAt: {
      method: 'GET',
      path: '/api/client/my/contract/firstAt',
      responses: withErrors({ 200: FirstContractAt }, 401),
      summary: 'Start date of my first contract, or null',
    },
    profile: {
      method: 'GET',
      path: '/api/client/my/profile',
      responses: withErrors({ 200: Profile }, 401),
      summary: 'My profile: contact, user and invoicing details, referral',
    },
    updateProfile: {
      method: 'PUT',
      path: '/api/client/my/profile',
      body: ProfileUpdate,
      // 409 `registration/phone-exists`, or a stale invoicingDetails.version.
      responses: withErrors({ 200: Profile }, 401, 409),
      summary: 'Save the client-changeable profile fields; returns the saved profile',
    },
    rents: {
      method: 'GET',
      path: '/api/client/my/rents',
      query: MyRentsQuery,
      responses: withErrors({ 200: z.array(Rent) }, 401),
      summary: 'My rents over all contracts: all, unpaid, or paid in a year',
    },
    downloadInvoice: {
      method: 'GET',
      path: '/api/client/my/invoice-download/:id',
      pathParams: IdParam,
      responses: { ...withErrors({}, 401, 404), 200: PdfResponse },
      summary: 'Invoice PDF of one of my rents (id is the rent invoiceId)',
    },
    downloadLegalAgreement: {
      method: 'GET',
      path: '/api/client/my/legal-agreement-download/:id',
      pathParams: IdParam,
      responses: { ...withErrors({}, 401, 404), 200: PdfResponse },
      summary: 'Rental agreement PDF (id is the contract legalAgreementId)',
    },
    manualPayment: {
      method: 'POST',
      path: '/api/client/manual-payment/:id',
      pathParams: IdParam,
      body: ManualPaymentRequest,
      // 409 `rent/already-paid`, or `rent/payment-in-progress` while one is processed and its page is closed.
      responses: withErrors({ 200: ManualPaymentResponse }, 401, 404, 409),
      summary: 'Start a card payment of an unpaid rent (id is the rent id); returns the gateway URL',
    },
    rentPaymentStatus: {
      method: 'GET',
      path: '/api/client/my/rents/:id/payment-status',
      pathParams: IdParam,
      responses: withErrors({ 200: RentPaymentStatus }, 401, 404),
      summary: 'Where the payment of one of my rents stands (polled after the card page)',
    },
    changePassword: {
      method: 'POST',
      path: '/api/client/my/change-password',
      body: ChangePasswordRequest,
      // A wrong old password is 400 `auth/invalid-password`, never 401 (401 would log the user out).
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 401, 429),
      summary: 'Change my password, checking the old one',
    },
    referralInfo: {
      method: 'GET',
      path: '/api/client/my/referral-info',
      responses: withErrors({ 200: ReferralInfo }, 401),
      summary: 'My referral share link, contracts acquired, reward and balance',
    },
    setLocale: {
      method: 'POST',
      path: '/api/client/my/set-locale',
      body: SetLocaleRequest,
      responses: withErrors({ 200: SetLocaleRequest }, 401),
      summary: 'Store my interface language (used for e-mails)',
    },
    removeAccount: {
      method: 'POST',
      path: '/api/client/my/remove-account',
      body: c.noBody(),
      // 409 `account/active-contracts` while any contract is ACTIVE or TERMINATING.
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 401, 409),
      summary: 'Cancel my account irreversibly; refused while I have active contracts',
    },
    cameraCapture: {
      method: 'POST',
      path: '/api/client/camera/capture',
      body: CameraCaptureRequest,
      // 404 for a contract the user may not reach; 409 `contract/not-active` once it has ended;
      // 503 `camera/unavailable` when the camera does not answer with a picture.
      responses: withErrors({ 200: CameraCapture }, 401, 403, 404, 409, 429, 503),
      summary: 'Take a still image from the camera watching my (or a shared) box',
    },
    addBoxSharing: {
      method: 'POST',
      path: '/api/client/my/add-box-sharing',
      body: BoxSharingRequest,
      // 404 `boxSharing/user-email-not-found` (on the email field); 400 on the email field for my own e-mail;
      // 403 on a contract I only share; 409 `contract/not-active` once the contract has ended. Sharing again
      // with someone who already holds a live share answers 200 and e-mails nobody.
      responses: withErrors({ 200: SharedBoxes }, 401, 403, 404, 409),
      summary: 'Share my box with a registered user by e-mail; returns my shares',
    },
    removeBoxSharing: {
      method: 'POST',
      path: '/api/client/my/remove-box-sharing',
      body: BoxSharingRequest,
      responses: withErrors({ 200: SharedBoxes }, 401, 403, 404),
      summary: 'Cancel a sharing: the owner removes a user, or a user leaves a box shared with them',
    },
    sharedBoxes: {
      method: 'GET',
      path: '/api/client/my/shared-boxes',
      responses: withErrors({ 200: SharedBoxes }, 401),
      summary: 'Boxes shared with me and the shares I gave',
    },
    subscribeToNewsletter: {
      method: 'POST',
      path: '/api/client/my/subscribe-to-newsletter',
      body: NewsletterSubscription,
      responses: withErrors({ 200: ValueOf(z.boolean()) }, 401),
      summary: 'Subscribe to (or, with false, unsubscribe from) the newsletter; returns the new state',
    },
    isSubscribedToNewsletter: {
      method: 'GET',
      path: '/api/client/my/is-subscribed-to-newsletter',
      responses: withErrors({ 200: ValueOf(z.boolean()) }, 401),
      summary: 'Whether I am subscribed to the newsletter',
    },
  },
  { strictStatusCodes: true, metadata: bearer },
);
