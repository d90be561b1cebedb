import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { ConfigProvider } from '@shared/config/ConfigContext';
import { variantMessageId } from '@shared/i18n/variant';
import { BarrierFreeNote } from '@features/warehouses/BarrierFreeNote';
import { demoConfig } from '@machines/fixtures/user';
import type { OperatingCountry } from '@contract/countries';

const messages = { greeting: 'Hi', 'greeting.CZE': 'Ahoj', 'greeting.BUX': 'Servus' };

describe('country and branch wording', () => {
  it('picks the most specific variant present', () => {
    expect(variantMessageId(messages, 'greeting', ['BUX', 'CZE'])).toBe('greeting.BUX');
    expect(variantMessageId(messages, 'greeting', ['BAA', 'CZE'])).toBe('greeting.CZE');
    expect(variantMessageId(messages, 'greeting', [null, 'SVK'])).toBe('greeting');
  });

  const renderIn = (country: OperatingCountry, ui: React.ReactNode) =>
    render(
      <ConfigProvider config={{ ...demoConfig, country }}>
        <IntlProvider locale="en" messages={en}>
          {ui}
        </IntlProvider>
      </ConfigProvider>,
    );

  it('gives branch BUX its own barrier-free note', () => {
    renderIn('SVK', <BarrierFreeNote branchCode="BUX" />);
    expect(screen.getByText('Barrier-free entrance on working days from 8:00 to 16:00.')).toBeTruthy();
  });

  it('uses the general barrier-free note for other branches', () => {
    renderIn('SVK', <BarrierFreeNote branchCode="BA1" />);
    expect(screen.getByText('Barrier-free entrance.')).toBeTruthy();
  });
});
