import type { Language } from '@contract/primitives';
import { escapeHtml } from '../html/escapeHtml';
import { mailTexts, type MailText, type MailTexts } from './messages';
import type { MailParams } from './params';

export type { MailParams };

export type MailTemplate =
  | 'verify-email'
  | 'password-reset'
  | 'password-changed'
  | 'account-removed'
  | 'set-password'
  | 'order-confirmed'
  | 'order-refunded'
  | 'free-box'
  | 'termination-confirmed'
  | 'payment-announced'
  | 'rent-paid'
  | 'rent-payment-failed'
  | 'rent-overdue'
  | 'contract-ending'
  | 'unlock-token-granted'
  | 'box-shared';

const textOf: Record<MailTemplate, (t: MailTexts) => MailText> = {
  'verify-email': (t) => t.verifyEmail,
  'password-reset': (t) => t.passwordReset,
  'password-changed': (t) => t.passwordChanged,
  'account-removed': (t) => t.accountRemoved,
  'set-password': (t) => t.setPassword,
  'order-confirmed': (t) => t.orderConfirmed,
  'order-refunded': (t) => t.orderRefunded,
  'free-box': (t) => t.freeBox,
  'termination-confirmed': (t) => t.terminationConfirmed,
  'payment-announced': (t) => t.paymentAnnounced,
  'rent-paid': (t) => t.rentPaid,
  'rent-payment-failed': (t) => t.rentPaymentFailed,
  'rent-overdue': (t) => t.rentOverdue,
  'contract-ending': (t) => t.contractEnding,
  'unlock-token-granted': (t) => t.unlockTokenGranted,
  'box-shared': (t) => t.boxShared,
};

const resolve = <T>(value: T | ((p: MailParams) => T), params: MailParams): T =>
  typeof value === 'function' ? (value as (p: MailParams) => T)(params) : value;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const paragraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;

/**
 * One e-mail in the recipient's language, as HTML (inline styles only: mail programs drop style
 * sheets) and as plain text. The link is both a button and written out, so it works everywhere.
 */
export function renderMail(template: MailTemplate, language: Language, params: MailParams): RenderedMail {
  const t = mailTexts[language];
  const source = textOf[template](t);
  const m = { ...source, subject: resolve(source.subject, params), lines: resolve(source.lines, params) };
  const link = m.action && params.link ? params.link : null;
  const text = [
    t.greeting(params.name),
    ...m.lines,
    ...(link ? [`${m.action}:\n${link}`] : []),
    ...(m.after ? [m.after] : []),
    t.signature,
  ].join('\n\n');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#e35205;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(m.action!)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t.linkHint)}<br><a href="${escapeHtml(link)}" style="color:#e35205;word-break:break-all">${escapeHtml(link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#e35205">Self Storage</p>
${paragraph(t.greeting(params.name))}
${m.lines.map(paragraph).join('\n')}
${button}
${m.after ? paragraph(m.after) : ''}
${paragraph(t.signature)}
</div></body></html>`;
  return { subject: m.subject, html, text };
}
