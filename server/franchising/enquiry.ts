import { franchisingCountries, type FranchiseEnquiry } from '@contract/franchising';
import type { AppContext } from '../config/context';
import { franchiseEnquiry } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { queueInternalMail } from '../mail/internalMail';

/** An enquiry is written by hand: three an hour from one address is plenty and stops a flood. */
export const enquiryPerAddress: RateLimitRule = { bucket: 'franchise-enquiry', limit: 3, windowSeconds: 3600 };

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** The franchise team reads the enquiry in English labels; the applicant's own words stay as written. */
function mailRows(e: FranchiseEnquiry, country: string): [string, string][] {
  return [
    ['Full name', e.fullName],
    ['E-mail', e.email],
    ['Phone', e.phoneNumber],
    ['Business experience', e.businessExperience],
    ['Current position and area', e.currentPositionAndArea],
    ['Property', e.propertyStatus],
    ['Property area (m²)', String(e.propertyAreaInM2)],
    ['City to open in', e.cityToOpen],
    ['Capital to invest (thousand EUR)', e.capitalInvestment],
    ['Expected return on investment', e.returnOnInvestment],
    ['Primary income', yesNo(e.isPrimaryIncome)],
    ['Has read the franchise brochure', yesNo(e.hasReadFranchiseBrochure)],
    ['Motivation', e.motivation],
    ['Site country / language', `${country} / ${e.language}`],
  ];
}

/**
 * Keeps a franchise enquiry and queues its e-mail to the franchising address in one transaction.
 * Only sites of a country with a franchising programme take enquiries.
 */
export async function submitEnquiry(
  { db, config }: AppContext,
  enquiry: FranchiseEnquiry,
  clientAddress: string,
): Promise<{ id: number }> {
  const country = config.app.country;
  if (!(franchisingCountries as readonly string[]).includes(country))
    throw new HttpError(
      403,
      'forbidden',
      `Franchise enquiries are taken on the ${franchisingCountries.join(' and ')} sites only.`,
    );
  await consumeRateLimit(db, enquiryPerAddress, clientAddress);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(franchiseEnquiry)
      .values({
        ...enquiry,
        isPrimaryIncome: yesNo(enquiry.isPrimaryIncome),
        hasReadFranchiseBrochure: yesNo(enquiry.hasReadFranchiseBrochure),
        country,
      })
      .returning({ id: franchiseEnquiry.id });
    await queueInternalMail(tx, {
      to: config.env.FRANCHISING_EMAIL,
      template: 'franchise-enquiry',
      language: 'EN',
      subject: `Franchise enquiry #${row.id}: ${enquiry.fullName}, ${enquiry.cityToOpen}`,
      rows: mailRows(enquiry, country),
    });
    return { id: row.id };
  });
}
