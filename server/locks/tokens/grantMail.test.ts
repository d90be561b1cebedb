import { describe, expect, it } from 'vitest';
import { languages } from '@contract/primitives';
import { renderMail } from '../../mail/render';

const link = 'http://127.0.0.1:3000/service-access?email=movers%40example.com&token=abc';
const grant = {
  grantedBy: 'Jana Nováková',
  warehouse: 'Bratislava Ružinov',
  address: 'Testovacia 1, 811 01 Bratislava',
  validFrom: '1. 7. 2026 12:00',
  validTo: '2. 7. 2026 18:00',
};

describe('the unlock-token e-mail', () => {
  it.each(languages)(
    'in %s names the granter, warehouse, address, box and window, and carries the link',
    (language) => {
      const mail = renderMail('unlock-token-granted', language, {
        name: null,
        link,
        unlockGrant: { ...grant, boxName: 'A-007' },
      });
      expect(mail.subject).toContain(grant.warehouse);
      for (const part of [
        grant.grantedBy,
        grant.warehouse,
        grant.address,
        'A-007',
        grant.validFrom,
        grant.validTo,
        link,
      ])
        expect(mail.text).toContain(part);
      expect(mail.html).toContain(
        'href="http://127.0.0.1:3000/service-access?email=movers%40example.com&amp;token=abc"',
      );
    },
  );

  it.each(languages)('in %s leaves the box out of an operator’s warehouse grant', (language) => {
    const mail = renderMail('unlock-token-granted', language, {
      name: null,
      link,
      unlockGrant: { ...grant, boxName: null },
    });
    expect(mail.text).not.toMatch(/null|undefined/);
  });

  it('has a subject of its own in every language', () => {
    const subjects = languages.map(
      (l) =>
        renderMail('unlock-token-granted', l, { name: null, link, unlockGrant: { ...grant, boxName: null } }).subject,
    );
    expect(new Set(subjects).size).toBe(languages.length);
  });
});
