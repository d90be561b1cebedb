import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '@contract/format';
import { offerFixture, offerPeriod, validVoucher } from '@machines/fixtures/order';
import { OrderStory } from '@tests/support/orderStory';
import { describedText, renderOrderView } from '@tests/support/renderOrderView';
import { OfferStep } from './OfferStep';

const eur = (minor: number) => ({ minor, currency: 'EUR' as const });

/** The offer with WELCOME10 applied: 10 % of the rent left after the free month, per period. */
const offerWithVoucher = (token: string | null) =>
  token
    ? offerFixture({
        voucher: validVoucher,
        periods: [
          offerPeriod(1, 290, 290),
          offerPeriod(3, 2900 + 580, 580),
          offerPeriod(6, 2900 + 1450, 1450),
          offerPeriod(12, 2900 + 3190, 3190),
        ],
      })
    : offerFixture();

describe('offer step prices', () => {
  it('describes the voucher in Slovak with its discount on the chosen period', async () => {
    const sk = formattersFor('sk');
    renderOrderView(
      <OrderStory effects={{ loadOffer: async (_box, token) => offerWithVoucher(token) }}>
        <OfferStep boxId={100} warehouseId={1} />
      </OrderStory>,
      { lang: 'sk' },
    );
    const input = await screen.findByLabelText('Zľavový kód');
    await userEvent.type(input, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Uplatniť' }));
    await waitFor(() =>
      expect(describedText(input)).toBe(
        'Kód WELCOME10 bol uplatnený. Znižuje nájomné za prvé fakturačné obdobie o 10 %.',
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: '3 mesiace' }));
    expect(describedText(input)).toBe(
      `Kód WELCOME10 bol uplatnený. Znižuje nájomné za prvé fakturačné obdobie o 10 %. Zľava ${sk.money(eur(580))}.`,
    );
    await userEvent.click(screen.getByRole('radio', { name: '12 mesiacov' }));
    expect(describedText(input)).toContain(`Zľava ${sk.money(eur(3190))}.`);
    expect(document.body.textContent).not.toMatch(/ off |invoicing/);
  });

  it('words a fixed-amount voucher from its terms', async () => {
    const en = formattersFor('en');
    renderOrderView(
      <OrderStory
        effects={{
          loadOffer: async (_box, token) =>
            offerFixture({
              voucher: token
                ? { token, valid: true, discount: null, terms: { kind: 'AMOUNT', amount: eur(1500) } }
                : null,
            }),
        }}
      >
        <OfferStep boxId={100} warehouseId={1} />
      </OrderStory>,
    );
    const input = await screen.findByLabelText('Discount code');
    await userEvent.type(input, 'BOX15EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(describedText(input)).toBe(
        `Code BOX15EUR applied. It takes ${en.money(eur(1500))} off the rent for the first invoicing period.`,
      ),
    );
  });

  it('includes the chosen extra insurance in every period’s prices', async () => {
    const en = formattersFor('en');
    renderOrderView(
      <OrderStory>
        <OfferStep boxId={100} warehouseId={1} />
      </OrderStory>,
    );
    const threeMonths = await screen.findByRole('radio', { name: '3 months' });
    expect(describedText(threeMonths)).toBe(
      `${en.money(eur(2900))} per month, first payment ${en.money(eur(8265))} (you save ${en.money(eur(435))})`,
    );
    expect(screen.queryByText(/include the additional insurance/)).toBeNull();
    await userEvent.click(
      screen.getByRole('radio', {
        name: new RegExp(`Cover up to ${en.money(eur(1_000_000)).replace(/[.$]/g, '\\$&')}`),
      }),
    );
    // (29 € rent + 5 € insurance) × 3 months, less the 4,35 € discount on the rent.
    expect(describedText(threeMonths)).toBe(
      `${en.money(eur(3400))} per month, first payment ${en.money(eur(9765))} (you save ${en.money(eur(435))})`,
    );
    expect(describedText(screen.getByRole('radio', { name: '12 months' }))).toContain(
      `first payment ${en.money(eur(3400 * 12 - 5220))}`,
    );
    expect(screen.getByText(/Prices include the additional insurance you have chosen\./)).toBeTruthy();
  });
});
