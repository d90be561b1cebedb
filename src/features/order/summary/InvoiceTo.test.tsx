import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typedDetails } from '@machines/fixtures/order';
import { renderOrderView } from '@tests/support/renderOrderView';
import { InvoiceTo } from './InvoiceTo';

const company = (countryCode: string, ids: { ico: string; dic: string; icoDph: string }) => ({
  ...typedDetails,
  type: 'PravnickaOsoba' as const,
  company: { name: 'Sklad s.r.o.', ...ids },
  address: { ...typedDetails.address, countryCode },
});

describe('invoice to', () => {
  it('shows a Slovak company’s IČO, DIČ and IČ DPH under their names', async () => {
    renderOrderView(
      <InvoiceTo details={company('SVK', { ico: '35763469', dic: '2020273893', icoDph: 'SK2020273893' })} />,
    );
    expect(await screen.findByText(/IČO: 35763469, DIČ: 2020273893, IČ DPH: SK2020273893/)).toBeTruthy();
  });

  it('names a Polish company’s numbers as Poland does, leaving out an empty one', async () => {
    renderOrderView(<InvoiceTo details={company('POL', { ico: '610188201', dic: '7740001454', icoDph: '' })} />);
    expect(await screen.findByText(/REGON: 610188201, NIP: 7740001454/)).toBeTruthy();
    expect(screen.queryByText(/NIP UE/)).toBeNull();
  });
});
