import type { Language } from '@contract/primitives';
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
  boxName: string;
  warehouseName: string;
}

/** The e-mail confirming a termination request: contract, box and the last day, in the customer's language. */
export function queueTerminationConfirmation(tx: Db, config: ServerConfig, c: TerminationConfirmation) {
  const locale = documentTexts[c.language].locale;
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
        lastDay: formatDate(c.contract.terminationAt!, locale),
      },
    },
  });
}
