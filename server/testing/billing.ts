import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { currencyOfCountry, vatPercentOfCountry, type OperatingCountry } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import { addDays } from '../config/clock';
import type { ServerConfig } from '../config/env';
import { queryRows, type Db } from '../db/client';
import { appUser, box, invoice, payment, rent, rentalContract, sandboxPayment, warehouse } from '../db/schema';
import { sellerOf } from '../documents/parties';
import { languageOfCountry } from '../http/language';
import { breakdownOf } from '../orders/lines';
import { periodEnd } from '../orders/periods';
import { laterPeriodLines } from '../billing/billing';
import { countryPrefix } from '../rentals/numbers';

/**
 * Test and benchmark support: rental contracts as a paid order leaves them (contract ACTIVE, first
 * rent PAID from the order, its invoice numbered in the country's series, the card stored at the
 * sandbox provider for later charges), written in bulk so that thousands take seconds. The order
 * path itself is covered by the checkout tests; billing tests need many contracts on chosen days.
 */
export interface ContractSpec {
  country: OperatingCountry;
  periodMonths: number;
  /** First day of the first period. */
  startAt: string;
  rentMonthlyMinor: number;
  insuranceMonthlyMinor: number;
  /** The stored card declines every later charge (the sandbox's "decline later charges" card). */
  cardDeclines?: boolean;
}

export interface SeededContract extends ContractSpec {
  contractId: number;
  userId: number;
  boxId: number;
  warehouseId: number;
}

/** The first day of a period of `months` whose next period begins on `due` (luxon clamps month ends, so look around). */
export function periodStartDueOn(due: string, months: number): string {
  const lastDay = addDays(due, -1);
  const guess = DateTime.fromISO(due, { zone: 'utc' }).minus({ months });
  for (const shift of [0, -1, 1, -2, 2, -3, 3]) {
    const start = guess.plus({ days: shift }).toISODate()!;
    if (periodEnd(start, months) === lastDay) return start;
  }
  throw new Error(`no ${months}-month period ends on ${lastDay}`);
}

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const centres: Record<OperatingCountry, { lat: number; lng: number; city: string; zip: string }> = {
  SVK: { lat: 48.15, lng: 17.11, city: 'Bratislava', zip: '811 01' },
  CZE: { lat: 50.08, lng: 14.43, city: 'Praha', zip: '110 00' },
  POL: { lat: 52.23, lng: 21.01, city: 'Warszawa', zip: '00-001' },
  HUN: { lat: 47.5, lng: 19.04, city: 'Budapest', zip: '1051' },
  ROU: { lat: 44.43, lng: 26.1, city: 'București', zip: '010011' },
};

/** Takes `n` consecutive numbers of a series at once; returns the first. */
async function takeNumbers(db: Db, series: string, year: number, n: number): Promise<number> {
  const [row] = await queryRows<{ last_value: number }>(
    db,
    sql`
    insert into number_series (series, year, last_value) values (${series}, ${year}, ${n})
    on conflict (series, year) do update set last_value = number_series.last_value + ${n}
    returning last_value`,
  );
  return Number(row.last_value) - n + 1;
}

export async function seedContracts(db: Db, config: ServerConfig, specs: ContractSpec[]): Promise<SeededContract[]> {
  const tag = randomBytes(4).toString('hex');
  const seeded: SeededContract[] = [];
  // One warehouse per country holds every box of that country.
  const warehouseOf = new Map<OperatingCountry, number>();
  for (const country of new Set(specs.map((s) => s.country))) {
    const c = centres[country];
    const [w] = await db
      .insert(warehouse)
      .values({
        name: `Billing ${country} ${tag}`,
        country,
        branchCode: `B${country}${tag}`,
        street: 'Skladová',
        streetNumber: '1',
        city: c.city,
        zip: c.zip,
        lat: c.lat,
        lng: c.lng,
      })
      .returning({ id: warehouse.id });
    warehouseOf.set(country, w.id);
  }
  let index = 0;
  for (const part of chunks(specs)) {
    const users = await db
      .insert(appUser)
      .values(
        part.map((s, i) => ({
          email: `billing-${tag}-${index + i}@example.com`,
          firstName: 'Eva',
          lastName: `Nájomca ${index + i}`,
          language: languageOfCountry[s.country],
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: appUser.id });
    const boxes = await db
      .insert(box)
      .values(
        part.map((s, i) => ({
          warehouseId: warehouseOf.get(s.country)!,
          name: `B-${index + i}`,
          widthCm: 150,
          lengthCm: 150,
          heightCm: 250,
          floor: 0,
          planX: 10,
          planY: 10,
          planWidth: 300,
          planHeight: 300,
          priceMinor: s.rentMonthlyMinor,
          active: true,
          occupancy: 'RENTED',
        })),
      )
      .returning({ id: box.id });
    const cardIds = part.map(() => randomBytes(16).toString('base64url'));
    const firstAmount = (s: ContractSpec) => (s.rentMonthlyMinor + s.insuranceMonthlyMinor) * s.periodMonths;
    await db.insert(sandboxPayment).values(
      part.map((s, i) => ({
        id: cardIds[i],
        amountMinor: firstAmount(s),
        currency: currencyOfCountry[s.country],
        description: 'First period',
        language: languageOfCountry[s.country],
        returnUrl: `${config.app.publicUrl}/order/status-check`,
        notificationUrl: `${config.app.publicUrl}/api/payments/sandbox/notify`,
        state: 'PAID',
        recurrence: true,
        declinesRecurring: s.cardDeclines ?? false,
      })),
    );
    const payments = await db
      .insert(payment)
      .values(
        part.map((s, i) => ({
          provider: 'sandbox',
          providerPaymentId: cardIds[i],
          state: 'PAID',
          amountMinor: firstAmount(s),
          currency: currencyOfCountry[s.country],
          recurrence: true,
          paidAt: new Date(`${s.startAt}T08:00:00Z`),
        })),
      )
      .returning({ id: payment.id });
    const contractNumbers = new Map<string, number>();
    for (const s of part) {
      const key = `${s.country}:${s.startAt.slice(0, 4)}`;
      contractNumbers.set(key, (contractNumbers.get(key) ?? 0) + 1);
    }
    const nextOf = new Map<string, number>();
    for (const [key, n] of contractNumbers) {
      const [country, year] = key.split(':');
      nextOf.set(`contract:${key}`, await takeNumbers(db, `contract:${country}`, Number(year), n));
      nextOf.set(`invoice:${key}`, await takeNumbers(db, `invoice:${country}`, Number(year), n));
    }
    const numberOf = (kind: 'contract' | 'invoice', s: ContractSpec) => {
      const key = `${kind}:${s.country}:${s.startAt.slice(0, 4)}`;
      const n = nextOf.get(key)!;
      nextOf.set(key, n + 1);
      const prefix = countryPrefix(s.country);
      const year = s.startAt.slice(0, 4);
      return kind === 'contract'
        ? `${prefix}-${year}-${String(n).padStart(6, '0')}`
        : `${prefix}${year}${String(n).padStart(6, '0')}`;
    };
    const contracts = await db
      .insert(rentalContract)
      .values(
        part.map((s, i) => ({
          businessId: numberOf('contract', s),
          userId: users[i].id,
          boxId: boxes[i].id,
          status: 'ACTIVE',
          country: s.country,
          currency: currencyOfCountry[s.country],
          language: languageOfCountry[s.country],
          startAt: s.startAt,
          periodMonths: s.periodMonths,
          vatPercent: vatPercentOfCountry[s.country],
          rentMonthlyMinor: s.rentMonthlyMinor,
          insuranceMonthlyMinor: s.insuranceMonthlyMinor,
          insuranceCoverageMinor: s.insuranceMonthlyMinor > 0 ? 300000 : 0,
          lockCode: String(100000 + ((index + i) % 900000)),
          recurringPaymentId: payments[i].id,
          billedThrough: periodEnd(s.startAt, s.periodMonths),
        })),
      )
      .returning({ id: rentalContract.id });
    const rents = await db
      .insert(rent)
      .values(
        part.map((s, i) => ({
          contractId: contracts[i].id,
          periodFrom: s.startAt,
          periodTo: periodEnd(s.startAt, s.periodMonths),
          issuedOn: s.startAt,
          dueOn: s.startAt,
          amountMinor: firstAmount(s),
          currency: currencyOfCountry[s.country],
          status: 'PAID',
          payingStatus: 'PAID',
          payMethod: 'FROM_ORDER',
          paymentId: payments[i].id,
          paidAt: new Date(`${s.startAt}T08:00:00Z`),
        })),
      )
      .returning({ id: rent.id });
    const seller = sellerOf(config);
    await db.insert(invoice).values(
      part.map((s, i) => {
        const language = languageOfCountry[s.country];
        const buyer: InvoicingDetails = {
          version: 0,
          firstName: 'Eva',
          lastName: `Nájomca ${index + i}`,
          email: `billing-${tag}-${index + i}@example.com`,
          personalId: null,
          telephoneNumber: '+421905000000',
          company: null,
          address: {
            street: 'Hlavná',
            number: '1',
            city: centres[s.country].city,
            zip: centres[s.country].zip,
            countryCode: s.country,
          },
          type: 'FyzickaOsoba',
        };
        const priced = breakdownOf(laterPeriodLines(s, s.periodMonths), currencyOfCountry[s.country], {
          language,
          boxName: `B-${index + i}`,
          voucherCode: null,
        });
        return {
          rentId: rents[i].id,
          number: numberOf('invoice', s),
          country: s.country,
          currency: currencyOfCountry[s.country],
          language,
          issuedOn: s.startAt,
          dueOn: s.startAt,
          paidAt: new Date(`${s.startAt}T00:00:00Z`),
          seller,
          buyer,
          items: priced.items,
          totalNetMinor: priced.totalPrice.minor,
          vatMinor: priced.vat.minor,
          totalGrossMinor: priced.priceWithVat.minor,
          documentId: null,
        };
      }),
    );
    part.forEach((s, i) => {
      seeded.push({
        ...s,
        contractId: contracts[i].id,
        userId: users[i].id,
        boxId: boxes[i].id,
        warehouseId: warehouseOf.get(s.country)!,
      });
    });
    index += part.length;
  }
  return seeded;
}
