import type { Language } from '@contract/primitives';
import { formattersFor } from '@contract/format';
import type { Db } from '../../db/client';
import type { warehouse } from '../../db/schema';
import { queueMail } from '../../mail/outbox';
import { warehouseTimeZone } from '../access/hours';

export interface UnlockGrantMail {
  to: string;
  language: Language;
  grantedBy: string;
  warehouse: typeof warehouse.$inferSelect;
  boxName: string | null;
  validFrom: Date;
  validTo: Date;
  link: string;
}

/** A moment as the holder reads it at the warehouse: date and time in the warehouse's own time zone. */
export function localMoment(at: Date, country: string, language: Language): string {
  const format = new Intl.DateTimeFormat(formattersFor(language).locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: warehouseTimeZone[country] ?? 'Europe/Bratislava',
  });
  return format.format(at).replace(/\u202f/g, '\u00a0');
}

/** The e-mail that gives the holder the link: who sent it, the warehouse and box, the window. Queued in the grant's transaction. */
export function queueUnlockGrantMail(tx: Db, m: UnlockGrantMail) {
  const w = m.warehouse;
  return queueMail(tx, {
    to: m.to,
    language: m.language,
    template: 'unlock-token-granted',
    params: {
      name: null,
      link: m.link,
      unlockGrant: {
        grantedBy: m.grantedBy,
        warehouse: w.name,
        address: `${w.street} ${w.streetNumber}, ${w.zip} ${w.city}`,
        boxName: m.boxName,
        validFrom: localMoment(m.validFrom, w.country, m.language),
        validTo: localMoment(m.validTo, w.country, m.language),
      },
    },
  });
}
