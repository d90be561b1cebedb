import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@contract/primitives';
import { startTestApp, type TestApp } from '../testing/testApp';
import { deliverPendingMail } from './delivery';
import type { Mailer, OutgoingMail } from './mailer';
import { queueMail } from './outbox';
import { renderMail, type MailParams } from './render';

const order: MailParams['order'] = {
  contractNumber: 'SK-2026-000007',
  boxName: 'A-012',
  warehouse: 'Bratislava – Ružinov',
  address: 'Mlynské nivy 5, 821 09 Bratislava',
  rentStart: '21. 11. 2026',
  lockCode: '482913',
  accessCode: '730164',
  invoiceNumber: 'SK2026000007',
  amount: '49,00 €',
  paymentProvider: 'Barion',
};

describe('order e-mails', () => {
  it.each(languages)('exist in %s: set-password, order-confirmed (codes, numbers, link) and free-box', (language) => {
    const set = renderMail('set-password', language, {
      name: 'Jana',
      link: 'https://self-storage.example/reset-password/change?token=t',
    });
    expect(set.text).toContain('https://self-storage.example/reset-password/change?token=t');
    expect(set.text).toContain('7');
    const confirmed = renderMail('order-confirmed', language, {
      name: 'Jana',
      link: 'https://self-storage.example/my/contracts/7',
      order,
    });
    for (const s of [
      'SK-2026-000007',
      'A-012',
      '482913',
      '730164',
      'SK2026000007',
      '49,00 €',
      'Barion',
      'https://self-storage.example/my/contracts/7',
    ])
      expect(confirmed.text, s).toContain(s);
    expect(confirmed.subject).toContain('A-012');
    expect(confirmed.html).toContain('482913');
    const free = renderMail('free-box', language, {
      name: null,
      link: 'https://self-storage.example/location/3',
      warehouseName: 'Brno – Líšeň',
    });
    expect(free.subject).toContain('Brno – Líšeň');
    expect(free.text).toContain('https://self-storage.example/location/3');
  });

  it('are translated: every language has its own subjects', () => {
    for (const template of ['set-password', 'order-confirmed', 'free-box'] as const) {
      const subjects = languages.map((l) => renderMail(template, l, { name: null, order, warehouseName: 'X' }).subject);
      expect(new Set(subjects).size, template).toBe(languages.length);
    }
  });

  it('leave out the entrance code with smart locks', () => {
    const text = renderMail('order-confirmed', 'EN', { name: null, order: { ...order, accessCode: null } }).text;
    expect(text).toContain('Your lock code: 482913\n');
    expect(text).not.toContain('entrance code');
  });
});

describe('attachments', () => {
  let t: TestApp;
  let mailId: number;
  const pdf = Buffer.from('%PDF-1.7 test bytes \u0000\u00ff', 'latin1');
  beforeAll(async () => {
    t = await startTestApp();
    mailId = await queueMail(t.database.db, {
      to: 'files@example.com',
      language: 'EN',
      template: 'order-confirmed',
      params: { name: 'Ann', link: 'https://self-storage.example/my/contracts/1', order },
      attachments: [
        { filename: 'agreement-SK-2026-000007.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'invoice-SK2026000007.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-2') },
      ],
    });
  });
  afterAll(() => t.close());

  it('are stored with the message and handed to the mailer byte for byte', async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = { via: 'smtp', send: async (m) => void sent.push(m), close: () => {} };
    await deliverPendingMail(t.database.db, mailer);
    const mine = sent.find((m) => m.to === 'files@example.com')!;
    expect(mine.attachments!.map((a) => [a.filename, a.contentType])).toEqual([
      ['agreement-SK-2026-000007.pdf', 'application/pdf'],
      ['invoice-SK2026000007.pdf', 'application/pdf'],
    ]);
    expect(mine.attachments![0].content.equals(pdf)).toBe(true);
  });

  it('are listed with download links in the development mailbox', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.body).toContain('invoice-SK2026000007.pdf');
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mailId}` });
    const link = page.body.match(/href="(\/dev\/mailbox\/\d+\/attachments\/\d+)">agreement-SK-2026-000007\.pdf/)![1];
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="agreement-SK-2026-000007.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const json = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=files@example.com' })).json();
    expect(json[0].attachments).toEqual([
      {
        id: expect.any(Number),
        filename: 'agreement-SK-2026-000007.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        url: link,
      },
      {
        id: expect.any(Number),
        filename: 'invoice-SK2026000007.pdf',
        contentType: 'application/pdf',
        size: 6,
        url: expect.stringMatching(/^\/dev\/mailbox\/\d+\/attachments\/\d+$/),
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mailId + 1000}/attachments/1` })).statusCode).toBe(
      404,
    );
  });
});
