import { test as base } from '@playwright/test';

export * from '@playwright/test';

let served = 0;
const block = Math.floor(Math.random() * 200) + 20;

/**
 * Every browser test comes from a client address of its own (X-Forwarded-For, which the test
 * server trusts), as real customers do: the per-address limits on registration, the order's e-mail
 * check and sign-in then count each test alone instead of the whole run from 127.0.0.1.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ context }, use) => {
      served += 1;
      const address = `10.${block}.${Math.floor(served / 250)}.${(served % 250) + 1}`;
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
});
