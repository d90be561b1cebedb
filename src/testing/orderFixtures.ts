import type { OrderOffer, OrderStatusResponse, OrderSummary } from '../../contract/order';
import type { DraftInvoicingDetails, OrderDraft } from '../../machines/order/draft';
import type { Profile } from '../../contract/profile';
import type { Money } from '../../contract/primitives';
import type { FakeRoutes } from './fakeNetwork';
import { boxesFixture, detailFixture } from './warehouseFixtures';

/** Order-flow answers for stories and tests, shaped exactly like the API's (contract/order.ts). */

const eur = (minor: number): Money => ({ minor, currency: 'EUR' });
const { id, name, country, branchCode, address, addressNote, location, currency, lockVersion, openingHours } = detailFixture();

export const orderBox = boxesFixture(1)[0];

export function offerFixture(overrides: Partial<OrderOffer> = {}): OrderOffer {
  return {
    box: orderBox,
    warehouse: { id, name, country, branchCode, address, addressNote, location, currency, lockVersion, openingHours },
    rentStart: '2025-01-06',
    periods: [
      { periodInMonths: 1, monthlyPrice: eur(2900), firstPayment: eur(2900), discount: eur(0) },
      { periodInMonths: 3, monthlyPrice: eur(2900), firstPayment: eur(8265), discount: eur(435) },
      { periodInMonths: 6, monthlyPrice: eur(2900), firstPayment: eur(15660), discount: eur(1740) },
      { periodInMonths: 12, monthlyPrice: eur(2900), firstPayment: eur(29580), discount: eur(5220) },
    ],
    insuranceOptions: [
      { id: 1, coverage: eur(300_000), pricePerMonth: eur(0), included: true },
      { id: 2, coverage: eur(1_000_000), pricePerMonth: eur(500), included: false },
    ],
    firstMonthFree: false,
    voucher: null,
    paymentProviderName: 'GP webpay',
    ...overrides,
  };
}

export const validVoucher = { token: 'WELCOME10', valid: true, discount: eur(290), description: '10 % off the first month' };
export const invalidVoucher = { token: 'NOPE', valid: false, discount: null, description: null };

export function summaryFixture(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    selection: { boxId: orderBox.id, periodInMonths: 3, insuranceId: 2, voucherToken: null },
    rentStart: '2025-01-06',
    periodFrom: '2025-01-06',
    periodTo: '2025-04-05',
    firstPayment: {
      items: [
        { count: 3, unitPrice: eur(2358), subject: 'Rent of box A-001', totalPrice: eur(7074), totalPriceWithVat: eur(8700), vat: eur(1626), vatPercent: 23 },
        { count: 3, unitPrice: eur(407), subject: 'Extended insurance up to 10 000 €', totalPrice: eur(1220), totalPriceWithVat: eur(1500), vat: eur(280), vatPercent: 23 },
        { count: 1, unitPrice: eur(-354), subject: 'Discount for 3 months paid ahead', totalPrice: eur(-354), totalPriceWithVat: eur(-435), vat: eur(-81), vatPercent: 23 },
      ],
      totalPrice: eur(7940),
      vat: eur(1825),
      priceWithVat: eur(9765),
    },
    monthlyPrice: eur(3400),
    discount: eur(435),
    voucher: null,
    paymentProviderName: 'GP webpay',
    ...overrides,
  };
}

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    contact: { email: 'jana.novakova@example.com', phoneNumber: '+421900123456' },
    user: { firstName: 'Jana', lastName: 'Nováková', dateOfBirth: '1990-04-12', gender: 'Female', userLanguage: 'SK' },
    invoicingDetails: {
      version: 3,
      type: 'FyzickaOsoba',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana.novakova@example.com',
      personalId: null,
      telephoneNumber: '+421900123456',
      company: null,
      address: { street: 'Obchodná', number: '12', city: 'Bratislava', zip: '811 06', countryCode: 'SVK' },
    },
    referral: { url: 'https://selfstorage.example/r/JANA7', totalContracts: 0, amount: eur(0), balance: eur(0) },
    newsletter: false,
    ...overrides,
  };
}

/** An order reference as the server makes them: 22 base64url characters. */
export const orderRef = 'ord42ReferenceAbcdEfgh';

export function statusFixture(overrides: Partial<OrderStatusResponse> = {}): OrderStatusResponse {
  return { orderId: orderRef, status: 'SUBMITTED', payment: { state: 'PENDING' }, retryable: false, contractId: null, value: eur(9765), ...overrides };
}

export const paidStatus = statusFixture({ status: 'FULFILLED', payment: { state: 'PAID' }, contractId: 7 });
export const failedStatus = statusFixture({ status: 'FAILED', payment: { state: 'FAILED' }, retryable: true });
export const expiredStatus = statusFixture({ status: 'CANCELLED', payment: { state: 'FAILED' }, retryable: false });

/** Details an anonymous visitor typed, valid for the contract. */
export const typedDetails: DraftInvoicingDetails = {
  version: 0,
  type: 'FyzickaOsoba',
  firstName: 'Peter',
  lastName: 'Horváth',
  email: 'peter.horvath@example.com',
  personalId: '',
  telephoneNumber: '+421 905 111 222',
  company: null,
  address: { street: 'Hlavná', number: '5', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
};

/** A draft at the summary step: box, 3 months with extended insurance, verified details. */
export function draftFixture(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    box: orderBox,
    warehouseId: 1,
    insurance: 2,
    invoicing: 3,
    paymentFailed: false,
    invoicingDetails: typedDetails,
    invoicingDetailsValid: true,
    voucherToken: null,
    forceValidate: false,
    version: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    detailsOwner: null,
    ...overrides,
  };
}

/** A healthy order API: offer (voucher WELCOME10 is valid), summary, verification, placement. */
export function orderRoutes(offer: OrderOffer = offerFixture()): FakeRoutes {
  return {
    [`GET /api/client/order/offer/${offer.box.id}`]: (request) => {
      const token = new URL(request.url).searchParams.get('voucherToken');
      const voucher = token === null ? null : token === validVoucher.token ? validVoucher : { ...invalidVoucher, token };
      return Response.json({ ...offer, voucher });
    },
    'PUT /api/client/order/offer/summary': { body: summaryFixture() },
    'PUT /api/client/order/offer/verify-autoregistration-invoicing-details': { body: { value: true } },
    'POST /api/client/order/place/without-login': { status: 201, body: { orderId: orderRef, paymentUrl: 'https://pay.example/card/42' } },
    'POST /api/client/order/place/with-login': { status: 201, body: { orderId: orderRef, paymentUrl: 'https://pay.example/card/42' } },
    'GET /api/client/my/profile': { body: profileFixture() },
  };
}

/** The answer of a refused order call, as the API sends it. */
export const refusal = (status: number, code: string, fields: { path: string; code: string }[] = []) => ({
  status,
  body: { status, code, detail: code, fields },
});
