import type { Language } from '@contract/primitives';
import { addDays } from '../config/clock';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { formatDate } from '../documents/format';
import { documentTexts } from '../documents/texts';
import { appLink } from '../identity/links';
import { queueMail } from '../mail/outbox';
import type { ContractRow } from './access';

export interface TerminationConfirmation {
  to: string;
  language: Language;
  firstName: string;
  contract: ContractRow;
  /** The last day of the contract's latest paid rent period, when any is paid. */
  paidThrough: string | null;
  boxName: string;
  warehouseName: string;
}

/**
 * The e-mail confirming a termination request, in the customer's language: contract, box, the last
 * day, and the paid rent that is not refunded (the days after the last day up to the paid-through day).
 */
export function queueTerminationConfirmation(tx: Db, config: ServerConfig, c: TerminationConfirmation) {
  const locale = documentTexts[c.language].locale;
  const lastDay = c.contract.terminationAt!;
  return queueMail(tx, {
    to: c.to,
    language: c.language,
    template: 'termination-confirmed',
    params: {
      name: c.firstName,
      link: appLink(config, `/my/contracts/${c.contract.id}`),
      termination: {
        contractNumber: c.contract.businessId,
        boxName: c.boxName,
        warehouse: c.warehouseName,
        lastDay: formatDate(lastDay, locale),
        forfeited:
          c.paidThrough && c.paidThrough > lastDay
            ? { from: formatDate(addDays(lastDay, 1), locale), to: formatDate(c.paidThrough, locale) }
            : null,
      },
    },
  });
}
