import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { franchiseEnquiry } from '../db/schema';
import { call, mailsTo } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

const TEAM = 'franchise.team@example.com';
const URL = '/api/client/franchising/contact';
let t: TestApp;
let ip = 0;
const nextAddress = () => `198.51.100.${(ip += 1)}`;

const validEnquiry = () => ({
  fullName: 'Jana Nováková',
  email: 'Jana.Novakova@Example.com',
  phoneNumber: '+421 905 123 456',
  businessExperience: 'ONE_TO_FIVE',
  currentPositionAndArea: 'Branch manager, logistics',
  propertyStatus: 'WANTS_RENT',
  propertyAreaInM2: 850,
  cityToOpen: 'Žilina',
  capitalInvestment: 'BETW_40_AND_50',
  returnOnInvestment: 'THREE_TO_FIVE_YEARS',
  isPrimaryIncome: false,
  hasReadFranchiseBrochure: true,
  motivation: 'Storage is missing in our town <and> I know the market.',
  language: 'SK',
});

beforeAll(async () => {
  t = await startTestApp({ COUNTRY: 'SVK', FRANCHISING_EMAIL: TEAM });
});
afterAll(() => t.close());

describe('POST /api/client/franchising/contact', () => {
  it('keeps a valid enquiry and queues its e-mail to the franchising address', async () => {
    const res = await call(t, 'POST', URL, validEnquiry(), undefined, nextAddress());
    expect(res.status).toBe(202);
    const [row] = await t.database.db.select().from(franchiseEnquiry).where(eq(franchiseEnquiry.id, res.body.id));
    expect(row).toMatchObject({
      fullName: 'Jana Nováková',
      email: 'jana.novakova@example.com',
      phoneNumber: '+421905123456',
      propertyAreaInM2: 850,
      isPrimaryIncome: 'no',
      hasReadFranchiseBrochure: 'yes',
      country: 'SVK',
      language: 'SK',
    });
    const [mail] = await mailsTo(t.database.db, TEAM);
    expect(mail).toMatchObject({ template: 'franchise-enquiry', status: 'pending' });
    expect(mail.subject).toContain('Jana Nováková');
    expect(mail.text).toContain('BETW_40_AND_50');
    expect(mail.html).toContain('&lt;and&gt;');
  });

  const invalid: [field: string, value: unknown][] = [
    ['fullName', '   '],
    ['email', 'not-an-email'],
    ['phoneNumber', '12345'],
    ['businessExperience', 'LOTS'],
    ['currentPositionAndArea', ''],
    ['propertyStatus', 'MAYBE'],
    ['propertyAreaInM2', 0],
    ['cityToOpen', ''],
    ['capitalInvestment', 'MILLIONS'],
    ['returnOnInvestment', 'NEVER'],
    ['isPrimaryIncome', 'yes'],
    ['hasReadFranchiseBrochure', null],
    ['motivation', 'x'.repeat(4001)],
    ['language', 'DE'],
  ];
  it.each(invalid)('answers an invalid %s with 400 naming the field, and keeps nothing', async (field, value) => {
    const before = (await t.database.db.select({ id: franchiseEnquiry.id }).from(franchiseEnquiry)).length;
    const res = await call(t, 'POST', URL, { ...validEnquiry(), [field]: value }, undefined, nextAddress());
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual([`body.${field}`]);
    expect((await t.database.db.select({ id: franchiseEnquiry.id }).from(franchiseEnquiry)).length).toBe(before);
  });

  it('answers a missing field with 400 naming it', async () => {
    const { cityToOpen: _, ...body } = validEnquiry();
    const res = await call(t, 'POST', URL, body, undefined, nextAddress());
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual(['body.cityToOpen']);
  });

  it('takes three enquiries an hour from one address', async () => {
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call(t, 'POST', URL, validEnquiry(), undefined, address)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await call(t, 'POST', URL, validEnquiry(), undefined, nextAddress())).status).toBe(202);
  });
});

describe('a site without a franchising programme', () => {
  it('refuses enquiries with 403 and keeps nothing', async () => {
    const polish = await startTestApp({ COUNTRY: 'POL', FRANCHISING_EMAIL: TEAM });
    try {
      const res = await call(polish, 'POST', URL, validEnquiry(), undefined, nextAddress());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      expect(await polish.database.db.select().from(franchiseEnquiry)).toEqual([]);
    } finally {
      await polish.close();
    }
  });
});
