import { eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { appUser, billingNotice, box, rent, rentalContract, warehouse } from '../db/schema';
import { formatDate, formatMoney } from '../documents/format';
import { appLink } from '../identity/links';
import { languageOf } from '../identity/users';
import { queueMail, queueMails } from '../mail/outbox';
import type { MailParams, MailTemplate } from '../mail/render';

/** Which billing notice: each goes out once per subject (a rent or a contract) and step. */
export type NoticeKind = 'PAYMENT_ANNOUNCED' | 'RENT_PAID' | 'CHARGE_DECLINED' | 'RENT_OVERDUE' | 'CONTRACT_ENDING';

export interface Notice {
  kind: NoticeKind;
  /** The rent id, a contract id, or contract and period (`12:2027-01-01`) for a charge not yet issued. */
  subjectKey: string;
  step?: number;
  contractId: number;
  today: string;
}

/** A rent (issued or announced) as the billing e-mails show it. */
export interface RentFacts {
  amountMinor: number;
  currency: string;
  periodFrom: string;
  periodTo: string;
  /** The charge day (announcement) or the due day. */
  day: string;
  invoiceNumber?: string;
}

interface Addressee {
  user: typeof appUser.$inferSelect;
  contract: typeof rentalContract.$inferSelect;
  boxName: string;
  warehouseName: string;
}

const addresseeOf = async (tx: Db, contractId: number): Promise<Addressee> => (await addresseesOf(tx, [contractId]))[0];

const addresseesOf = (tx: Db, contractIds: number[]): Promise<Addressee[]> =>
  tx
    .select({ user: appUser, contract: rentalContract, boxName: box.name, warehouseName: warehouse.name })
    .from(rentalContract)
    .innerJoin(appUser, eq(appUser.id, rentalContract.userId))
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(inArray(rentalContract.id, contractIds));

/**
 * Sends a billing notice once: the `billing_notice` row and the e-mail are written in the caller's
 * transaction, and a second attempt (a repeated run, another instance) finds the row and sends
 * nothing. The e-mail is in the customer's account language. Returns whether it was sent now.
 */
export async function sendNoticeOnce(
  tx: Db,
  notice: Notice,
  template: MailTemplate,
  params: (a: Addressee, language: ReturnType<typeof languageOf>) => Omit<MailParams, 'name'>,
): Promise<boolean> {
  const [recorded] = await tx
    .insert(billingNotice)
    .values({
      kind: notice.kind,
      subjectKey: notice.subjectKey,
      step: notice.step ?? 0,
      contractId: notice.contractId,
      sentOn: notice.today,
    })
    .onConflictDoNothing()
    .returning({ id: billingNotice.id });
  if (!recorded) return false;
  const a = await addresseeOf(tx, notice.contractId);
  // An anonymised account has no address left to write to; the notice counts as handled.
  if (a.user.removedAt) return false;
  const language = languageOf(a.user);
  await queueMail(tx, {
    to: a.user.email,
    language,
    template,
    params: { name: a.user.firstName, ...params(a, language) },
  });
  return true;
}

/**
 * sendNoticeOnce for many notices of one kind and template (a billing run's receipts), with the same
 * once-only rule, in three statements for all. `params` gets each notice back to word its e-mail.
 */
export async function sendNoticesOnce<N extends Notice>(
  tx: Db,
  notices: N[],
  template: MailTemplate,
  params: (notice: N, a: Addressee, language: ReturnType<typeof languageOf>) => Omit<MailParams, 'name'>,
): Promise<void> {
  if (!notices.length) return;
  const recorded = await tx
    .insert(billingNotice)
    .values(
      notices.map((n) => ({
        kind: n.kind,
        subjectKey: n.subjectKey,
        step: n.step ?? 0,
        contractId: n.contractId,
        sentOn: n.today,
      })),
    )
    .onConflictDoNothing()
    .returning({ kind: billingNotice.kind, subjectKey: billingNotice.subjectKey, step: billingNotice.step });
  const sent = new Set(recorded.map((r) => `${r.kind}|${r.subjectKey}|${r.step}`));
  const toSend = notices.filter((n) => sent.has(`${n.kind}|${n.subjectKey}|${n.step ?? 0}`));
  if (!toSend.length) return;
  const addressees = new Map(
    (await addresseesOf(tx, [...new Set(toSend.map((n) => n.contractId))])).map((a) => [a.contract.id, a]),
  );
  const mails = [];
  for (const notice of toSend) {
    const a = addressees.get(notice.contractId)!;
    // An anonymised account has no address left to write to; the notice counts as handled.
    if (a.user.removedAt) continue;
    const language = languageOf(a.user);
    mails.push({
      to: a.user.email,
      language,
      template,
      params: { name: a.user.firstName, ...params(notice, a, language) },
    });
  }
  await queueMails(tx, mails);
}

/** The `rent` parameters of a billing e-mail, formatted in the recipient's language. */
export const rentParams = (a: Addressee, language: string, r: RentFacts): NonNullable<MailParams['rent']> => ({
  contractNumber: a.contract.businessId,
  boxName: a.boxName,
  warehouse: a.warehouseName,
  amount: formatMoney(r.amountMinor, r.currency, language),
  periodFrom: formatDate(r.periodFrom, language),
  periodTo: formatDate(r.periodTo, language),
  day: formatDate(r.day, language),
  ...(r.invoiceNumber ? { invoiceNumber: r.invoiceNumber } : {}),
});

export const myRentsLink = (config: ServerConfig) => appLink(config, '/my/rents');
export const myContractLink = (config: ServerConfig, contractId: number) =>
  appLink(config, `/my/contracts/${contractId}`);

/** What the e-mail asking for a manual payment names of the rent. */
export interface ManualRent {
  rentId: number;
  amountMinor: number;
  currency: string;
  periodFrom: string;
  periodTo: string;
  dueOn: string;
}

/** A rent that no card will pay: WAITING_FOR_MANUAL, and the customer is asked to pay it in My rents. */
export async function askForManualPayment(
  tx: Db,
  config: ServerConfig,
  contractId: number,
  r: ManualRent,
  today: string,
): Promise<void> {
  await tx.update(rent).set({ payingStatus: 'WAITING_FOR_MANUAL' }).where(eq(rent.id, r.rentId));
  await sendNoticeOnce(
    tx,
    { kind: 'CHARGE_DECLINED', subjectKey: String(r.rentId), contractId, today },
    'rent-payment-failed',
    (a, language) => ({
      link: myRentsLink(config),
      rent: rentParams(a, language, {
        amountMinor: r.amountMinor,
        currency: r.currency,
        periodFrom: r.periodFrom,
        periodTo: r.periodTo,
        day: r.dueOn,
      }),
    }),
  );
}
