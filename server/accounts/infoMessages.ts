import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messageLanguageFor, type MessageTexts } from '@contract/admin/messageValues';
import type { OperatingCountryCode } from '@contract/operatingCountries';
import type { InfoMessage } from '@contract/auth';
import { queryRows, type Db } from '../db/client';
import { languageOf, type UserRow } from '../identity/users';

/**
 * Whether a customer is one of a country's customers: a contract at a warehouse there that has not
 * ended, or their invoicing address there (a customer who has not rented yet).
 */
const customerOfCountry = (userId: number) => sql`(
  exists (select 1 from rental_contract c where c.user_id = ${userId} and c.country = m.country and c.status <> 'TERMINATED')
  or exists (select 1 from invoicing_details d where d.user_id = ${userId} and d.country_code = m.country))`;

/**
 * Messages for the login modal: those for everyone, for a country of the customer and for this
 * customer, within their visibility window, each in the customer's language or the fallback of
 * `messageLanguageFor` (a message with no text the customer may read is left out). Important ones
 * first. Acknowledging is the app's business (it keeps the acknowledged ids in local storage), so
 * all are returned.
 */
export async function infoMessagesFor(
  db: Db,
  user: Pick<UserRow, 'id' | 'language'>,
): Promise<z.infer<typeof InfoMessage>[]> {
  const rows = await queryRows<{
    id: number;
    texts: MessageTexts;
    important: boolean;
    fallback: boolean;
    country: OperatingCountryCode | null;
  }>(
    db,
    sql`select m.id, m.texts, m.important, m.fallback, m.country from info_message m
        where (m.audience = 'ALL' or (m.audience = 'CUSTOMER' and m.user_id = ${user.id})
               or (m.audience = 'COUNTRY' and ${customerOfCountry(user.id)}))
          and m.visible_from <= now() and (m.visible_until is null or m.visible_until > now())
        order by m.important desc, m.id`,
  );
  return rows.flatMap((r) => {
    const texts = typeof r.texts === 'string' ? (JSON.parse(r.texts) as MessageTexts) : r.texts;
    const language = messageLanguageFor(texts, languageOf(user), r.fallback, r.country);
    return language ? [{ id: Number(r.id), text: texts[language] ?? '', important: r.important }] : [];
  });
}
