import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProviderOf } from '@contract/cardProviders';
import type { OperatingCountry } from '@contract/countries';
import { findHeading, renderApp } from '@tests/support/renderApp';

const logoNames = async (country: OperatingCountry) => {
  renderApp({ path: '/help', config: { country } });
  await findHeading('How it works');
  const footer = await screen.findByRole('contentinfo');
  const logos = within(footer).getByRole('list', { name: 'Accepted payment cards' });
  // Each logo is an image file; its alt text is the name a screen reader announces.
  const images = within(logos).getAllByRole('img');
  return {
    footer,
    names: images.map((img) => img.getAttribute('alt')),
    files: images.map((img) => img.getAttribute('src')),
  };
};

describe('the footer’s card provider', () => {
  it.each([
    ['SVK', 'GoPay'],
    ['CZE', 'GoPay'],
    ['POL', 'GoPay'],
    ['HUN', 'Barion'],
    ['ROU', 'Barion'],
  ] as const)('in %s is %s, the provider the order summary names', async (country, provider) => {
    expect(cardProviderOf[country]).toBe(provider);
    const { footer, names } = await logoNames(country);
    expect(
      within(footer).getByText(
        `Card payments are processed securely by ${provider}. Recurring payments can be cancelled at any time.`,
      ),
    ).toBeTruthy();
    expect(names[0]).toBe(provider);
    expect(within(footer).queryByText(/GP webpay/)).toBeNull();
  });

  it.each(['HUN', 'ROU'] as const)('shows in %s the Barion set of card logos', async (country) => {
    expect((await logoNames(country)).names).toEqual(['Barion', 'Visa', 'Mastercard', 'Maestro', 'American Express']);
  });

  it('shows the GoPay set elsewhere', async () => {
    expect((await logoNames('SVK')).names).toEqual(['GoPay', 'Visa', 'Mastercard', 'Maestro']);
  });

  it('draws each logo from its own picture', async () => {
    const { files } = await logoNames('HUN');
    expect(files.map((src) => src?.match(/\/art\/([a-z]+)[^/]*\.svg/)?.[1])).toEqual([
      'barion',
      'visa',
      'mastercard',
      'maestro',
      'amex',
    ]);
  });
});
