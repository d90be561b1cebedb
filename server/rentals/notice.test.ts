import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../config/clock';
import { call, mailsTo } from '../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { isoDay, rentABox, signedInClient, type Tenant } from '../testing/rentals';

/**
 * Notice never gives up paid rent silently: rent paid for days after the last day is not refunded,
 * so a last day before the paid-through day is taken only with the customer's acknowledgement.
 */
let t: OrderTestApp;
let owner: Tenant;
let stranger: Tenant;

const contractOf = async (who: Tenant, id: number) =>
  call(t, 'GET', `/api/client/my/contracts/${id}`, undefined, who.token);
const giveNotice = (who: Tenant, id: number, body: Record<string, unknown>) =>
  call(
    t,
    'POST',
    `/api/client/contract/${id}/cancellation/request`,
    { note: null, reasons: ['Ine'], ...body },
    who.token,
  );
/** The notice e-mails sent to the owner, of one contract when its number is given. */
const noticeMails = async (contractNumber = '') =>
  (await mailsTo(t.database.db, owner.email)).filter(
    (m) => m.template === 'termination-confirmed' && m.text.includes(contractNumber),
  );
/** A Slovak date as the e-mail writes it: 5. 3. 2027. */
const sk = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
});
afterAll(() => t.close());

describe('notice on a contract paid ahead', () => {
  let contractId: number;
  let paidThrough: string;

  beforeAll(async () => {
    contractId = (await rentABox(t, owner)).contract.id;
    const rents = (await call(t, 'GET', `/api/client/my/contracts/${contractId}/rents`, undefined, owner.token)).body;
    paidThrough = rents[0].periodTo;
  });

  it('tells the owner the paid-through day with the contract, and nobody else', async () => {
    expect(paidThrough > isoDay(14)).toBe(true);
    expect((await contractOf(owner, contractId)).body.paidThrough).toBe(paidThrough);
    const list = (await call(t, 'GET', '/api/client/my/contracts', undefined, owner.token)).body;
    expect(list.find((c: { id: number }) => c.id === contractId).paidThrough).toBe(paidThrough);
    expect((await contractOf(stranger, contractId)).status).toBe(404);
    expect((await giveNotice(stranger, contractId, { day: paidThrough })).status).toBe(404);
  });

  it('refuses a last day before the paid-through day without the acknowledgement, and changes nothing', async () => {
    for (const acknowledgement of [{}, { acknowledgeForfeit: false }]) {
      const res = await giveNotice(owner, contractId, { day: isoDay(20), ...acknowledgement });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: 409, code: 'cancellation/forfeit-not-acknowledged' });
      expect(res.body.detail).toContain(paidThrough);
    }
    expect((await contractOf(owner, contractId)).body).toMatchObject({ status: 'ACTIVE', terminationAt: null });
    expect(await noticeMails()).toHaveLength(0);
  });

  it('takes an earlier last day once the customer acknowledges it, and the e-mail names the rent given up', async () => {
    const day = isoDay(20);
    const res = await giveNotice(owner, contractId, { day, acknowledgeForfeit: true });
    expect(res).toMatchObject({ status: 200, body: { value: true } });
    expect((await contractOf(owner, contractId)).body).toMatchObject({ status: 'TERMINATING', terminationAt: day });
    const [mail] = await noticeMails();
    expect(mail.text).toContain(`Nájomné máte zaplatené do ${sk(paidThrough)}.`);
    expect(mail.text).toContain(`za obdobie ${sk(addDays(day, 1))} – ${sk(paidThrough)} sa nevracia`);
  });
});

describe('notice on the paid-through day', () => {
  it('takes the last paid day without an acknowledgement: all paid rent is used', async () => {
    const { contract } = await rentABox(t, owner);
    const paidThrough = (await contractOf(owner, contract.id)).body.paidThrough;
    const res = await giveNotice(owner, contract.id, { day: paidThrough });
    expect(res).toMatchObject({ status: 200, body: { value: true } });
    expect((await contractOf(owner, contract.id)).body).toMatchObject({
      status: 'TERMINATING',
      terminationAt: paidThrough,
    });
    const [mail] = await noticeMails(contract.businessId);
    expect(mail.text).toContain(sk(paidThrough));
    expect(mail.text).toContain('Nájomné zaplatené za obdobie po poslednom dni nájmu sa nevracia.');
  });

  it('takes a day after the paid-through day without an acknowledgement', async () => {
    const { contract } = await rentABox(t, owner);
    const paidThrough = (await contractOf(owner, contract.id)).body.paidThrough;
    const res = await giveNotice(owner, contract.id, { day: addDays(paidThrough, 10) });
    expect(res).toMatchObject({ status: 200, body: { value: true } });
  });
});
