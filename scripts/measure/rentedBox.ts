import { freeBoxId } from './orderLink';

/**
 * Gives a signed-in customer a box the way a customer gets one: choose a free box in a warehouse,
 * place the order, pay on the sandbox provider's card page, wait until the order is fulfilled. The
 * measured My boxes page then shows what a renting customer sees (a box card with its lock), not the
 * empty list of a new account.
 */
export async function rentABox(
  baseUrl: string,
  token: string,
  customer: { email: string; phoneNumber: string },
): Promise<void> {
  const call = async (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
    if (response.status >= 400)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const [warehouse] = (await (await call('GET', '/api/client/warehouse?limit=1')).json()) as { id: number }[];
  const selection = {
    boxId: await freeBoxId(baseUrl, warehouse.id),
    periodInMonths: 1,
    insuranceId: null,
    voucherToken: null,
  };
  await call('PUT', '/api/client/order/offer/summary', selection);
  const placed = (await (
    await call('POST', '/api/client/order/place/with-login', {
      selection,
      invoicingDetails: {
        version: 0,
        firstName: 'Eva',
        lastName: 'Measure',
        email: customer.email,
        personalId: null,
        telephoneNumber: customer.phoneNumber,
        company: null,
        address: { street: 'Hlavná', number: '12', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
        type: 'FyzickaOsoba',
      },
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      returnUrl: `${baseUrl}/order/status-check`,
    })
  ).json()) as { orderId: string; paymentUrl: string };
  // The provider's own card page, as the payer's browser submits it.
  await call('POST', new URL(placed.paymentUrl).pathname + new URL(placed.paymentUrl).search, undefined, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { status } = (await (
      await call('GET', `/api/client/order/status?orderId=${encodeURIComponent(placed.orderId)}`)
    ).json()) as { status: string };
    if (status === 'FULFILLED') return;
    if (status === 'FAILED' || status === 'CANCELLED') throw new Error(`order ${placed.orderId} ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${placed.orderId} not fulfilled within 60 s`);
}
