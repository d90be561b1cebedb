import { describe, expect, it } from 'vitest';
import { languages } from '../../contract/primitives';
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
    const mail = renderMail('password-reset', 'EN', { name: '<script>x</script>', link: 'https://self-storage.example/?a=1&b="2"' });
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
