import { describe, expect, it } from 'vitest';
import { languages } from '@contract/primitives';
import { renderMail, type MailTemplate } from './render';

const templates: MailTemplate[] = ['verify-email', 'password-reset', 'password-changed', 'account-removed'];
const link = 'https://self-storage.example/login?verify=abc_DEF-123';

describe('account e-mails', () => {
  it.each(languages)('exist in %s for every template, with HTML and text parts and a clickable link', (language) => {
    for (const template of templates) {
      const mail = renderMail(template, language, { name: 'Jana', link });
      expect(mail.subject.length, template).toBeGreaterThan(5);
      expect(mail.text).toContain('Jana');
      expect(mail.html).toContain(`<html lang="${language.toLowerCase()}">`);
      if (template === 'account-removed') {
        expect(mail.text).not.toContain('https://');
      } else {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
      }
    }
  });

  it('are really translated: every language has its own subjects', () => {
    for (const template of templates) {
      const subjects = languages.map((l) => renderMail(template, l, { name: null }).subject);
      expect(new Set(subjects).size, template).toBe(languages.length);
    }
  });

  it('escape names and links in the HTML part', () => {
    const mail = renderMail('password-reset', 'EN', {
      name: '<script>x</script>',
      link: 'https://self-storage.example/?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://self-storage.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('https://self-storage.example/?a=1&b="2"');
  });

  it('greet without a name when there is none', () => {
    expect(renderMail('account-removed', 'HU', { name: null }).text).toMatch(/^Kedves Ügyfelünk!/);
    expect(renderMail('account-removed', 'EN', { name: null }).text).toMatch(/^Hello,/);
  });
});

describe('billing e-mails', () => {
  const rent = {
    contractNumber: 'SK-2027-00042',
    boxName: 'A-17',
    warehouse: 'Bratislava – Ružinov',
    amount: '49,00 €',
    periodFrom: '1. 3. 2027',
    periodTo: '31. 3. 2027',
    day: '1. 3. 2027',
    invoiceNumber: '2027000123',
  };
  const termination = {
    contractNumber: rent.contractNumber,
    boxName: rent.boxName,
    warehouse: rent.warehouse,
    lastDay: '31. 3. 2027',
  };
  const overdue = { step: 2, daysOverdue: 12, accessBlockedFrom: '20. 3. 2027', accessBlocked: false };
  const ending = { daysLeft: 5, evictionConfirmed: false };
  const rentsLink = 'https://self-storage.example/my/rents';
  const contractLink = 'https://self-storage.example/my/contracts/42';
  const paramsOf = (template: MailTemplate) =>
    template === 'contract-ending'
      ? { name: 'Jana', link: contractLink, termination, ending }
      : { name: 'Jana', link: rentsLink, rent, overdue };
  const billing: MailTemplate[] = [
    'payment-announced',
    'rent-paid',
    'rent-payment-failed',
    'rent-overdue',
    'contract-ending',
  ];

  it.each(languages)('name the contract, the amount and the link in %s', (language) => {
    for (const template of billing) {
      const params = paramsOf(template);
      const mail = renderMail(template, language, params);
      expect(mail.subject, template).toContain(rent.contractNumber);
      expect(mail.text, template).toContain(rent.contractNumber);
      expect(mail.text, template).toContain('Jana');
      expect(mail.text, template).toContain(params.link);
      expect(mail.html, template).toContain(`href="${params.link}"`);
      expect(mail.text, template).not.toMatch(/undefined|null|NaN/);
      if (template !== 'contract-ending') expect(mail.text, template).toContain(rent.amount);
    }
    expect(renderMail('rent-paid', language, paramsOf('rent-paid')).text).toContain(rent.invoiceNumber);
  });

  it('are really translated: every language has its own subjects', () => {
    for (const template of billing) {
      const subjects = languages.map((l) => renderMail(template, l, paramsOf(template)).subject);
      expect(new Set(subjects).size, template).toBe(languages.length);
    }
  });

  it.each(languages)('say in %s whether access is already blocked or from which day it will be', (language) => {
    const blocked = renderMail('rent-overdue', language, {
      name: 'Jana',
      link: rentsLink,
      rent,
      overdue: { ...overdue, accessBlocked: true, accessBlockedFrom: null },
    });
    const soon = renderMail('rent-overdue', language, { name: 'Jana', link: rentsLink, rent, overdue });
    expect(blocked.text).not.toBe(soon.text);
    expect(soon.text).toContain(overdue.accessBlockedFrom);
    expect(blocked.text).not.toContain(overdue.accessBlockedFrom);
  });

  it.each(languages)(
    'ask in %s to empty the box only while it is not confirmed empty, and count the days left',
    (language) => {
      const text = (e: typeof ending) =>
        renderMail('contract-ending', language, { name: 'Jana', link: contractLink, termination, ending: e }).text;
      expect(text({ ...ending, evictionConfirmed: true })).not.toBe(text(ending));
      expect(text({ ...ending, daysLeft: 1 })).not.toBe(text(ending));
      expect(text(ending)).toContain(termination.lastDay);
    },
  );
});

describe('the notice e-mail', () => {
  const termination = {
    contractNumber: 'SK-2027-00042',
    boxName: 'A-17',
    warehouse: 'Bratislava – Ružinov',
    lastDay: '31. 3. 2027',
  };
  const forfeited = { from: '1. 4. 2027', to: '30. 6. 2027' };
  const text = (language: (typeof languages)[number], f: typeof forfeited | null) =>
    renderMail('termination-confirmed', language, {
      name: 'Jana',
      link: 'https://self-storage.example/my/contracts/42',
      termination: { ...termination, forfeited: f },
    }).text;

  it.each(languages)('names in %s the paid days that are not refunded when the last day is before them', (language) => {
    expect(text(language, forfeited)).toContain(`${forfeited.from} – ${forfeited.to}`);
    expect(text(language, null)).not.toContain(forfeited.to);
    expect(text(language, null)).not.toMatch(/undefined|null/);
    expect(text(language, null)).toContain(termination.lastDay);
  });
});
