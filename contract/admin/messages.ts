import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { OperatingCountry } from '../countries';
import { withConsoleErrors } from './errors';
import { Email, Id, IdParam, IsoDateTime, Language } from '../primitives';
import { staffAuth } from '../routeMeta';
import { MESSAGE_TEXT_MAX, messageAudiences } from './messageValues';
import { consoleRoles } from './values';

const c = initContract();

export const MessageAudience = z.enum(messageAudiences);

/** The text of each written language; a language without one is left out. */
export const MessageTexts = z.record(Language, z.string());

/** An informational message as the console lists it. */
export const AdminMessage = z.object({
  id: Id,
  texts: MessageTexts,
  important: z.boolean(),
  /** Customers whose language has no text read the fallback text; false: they are not shown it. */
  fallback: z.boolean(),
  audience: MessageAudience,
  country: OperatingCountry.nullable(),
  /** The customer of a CUSTOMER message (null once their account was removed). */
  customerEmail: z.string().nullable(),
  visibleFrom: IsoDateTime,
  visibleUntil: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type AdminMessage = z.infer<typeof AdminMessage>;
export const AdminMessageList = z.object({ messages: z.array(AdminMessage) });

/**
 * A message as written: texts (trimmed; an empty one is a language not written, and at least one is
 * written), who reads it (a COUNTRY message names its country, a CUSTOMER one the customer's e-mail),
 * and from when until when; an end comes after the start.
 */
export const MessageInput = z
  .object({
    texts: z.record(Language, z.string().trim().max(MESSAGE_TEXT_MAX)),
    important: z.boolean(),
    fallback: z.boolean(),
    audience: MessageAudience,
    country: OperatingCountry.nullable(),
    customerEmail: Email.nullable(),
    visibleFrom: IsoDateTime,
    visibleUntil: IsoDateTime.nullable(),
  })
  .superRefine((m, ctx) => {
    const mandatory = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'revalid/rule/basic/not-null' });
    if (!Object.values(m.texts).some((text) => text)) mandatory('texts');
    if (m.audience === 'COUNTRY' && m.country === null) mandatory('country');
    if (m.audience === 'CUSTOMER' && m.customerEmail === null) mandatory('customerEmail');
    if (m.visibleUntil !== null && Date.parse(m.visibleUntil) <= Date.parse(m.visibleFrom))
      ctx.addIssue({ code: 'custom', path: ['visibleUntil'], message: 'message/ends-before-start' });
  })
  .transform((m) => ({
    ...m,
    texts: Object.fromEntries(Object.entries(m.texts).filter(([, text]) => text)),
    country: m.audience === 'COUNTRY' ? m.country : null,
    customerEmail: m.audience === 'CUSTOMER' ? m.customerEmail : null,
  }));
export type MessageInput = z.infer<typeof MessageInput>;

const adminOnly = staffAuth(...consoleRoles.messages);

export const adminMessagesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/api/admin/messages',
      responses: withConsoleErrors({ 200: AdminMessageList }, 401, 403),
      metadata: adminOnly,
      summary: 'Every informational message, the latest start first',
    },
    create: {
      method: 'POST',
      path: '/api/admin/messages',
      body: MessageInput,
      // 404 `message/unknown-customer`: no customer account has the e-mail.
      responses: withConsoleErrors({ 201: AdminMessage }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'Write an informational message, shown to its audience after they sign in',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/messages/:id',
      pathParams: IdParam,
      body: MessageInput,
      responses: withConsoleErrors({ 200: AdminMessage }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'Change an informational message (a customer who closed it does not see it again)',
    },
    end: {
      method: 'POST',
      path: '/api/admin/messages/:id/end',
      pathParams: IdParam,
      body: c.noBody(),
      responses: withConsoleErrors({ 200: AdminMessage }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'Stop showing an informational message now',
    },
  },
  { strictStatusCodes: true },
);
