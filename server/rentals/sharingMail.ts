import type { Language } from '@contract/primitives';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import type { warehouse } from '../db/schema';
import { appLink } from '../identity/links';
import { queueMail } from '../mail/outbox';

export interface BoxSharedMail {
  to: string;
  /** The invited user's own interface language, not the owner's. */
  language: Language;
  firstName: string;
  sharedBy: string;
  boxName: string;
  warehouse: typeof warehouse.$inferSelect;
}

/** Tells the invited user who shared which box with them; queued in the transaction that creates the share. */
export function queueBoxSharedMail(tx: Db, config: ServerConfig, m: BoxSharedMail) {
  const w = m.warehouse;
  return queueMail(tx, {
    to: m.to,
    language: m.language,
    template: 'box-shared',
    params: {
      name: m.firstName || null,
      link: appLink(config, '/my/boxes'),
      boxShare: {
        sharedBy: m.sharedBy,
        boxName: m.boxName,
        warehouse: w.name,
        address: `${w.street} ${w.streetNumber}, ${w.zip} ${w.city}`,
      },
    },
  });
}
