import type { ReactElement } from 'react';
import type { OperatingCountry } from '../../../contract/countries';
import { useConfig } from '../../shared/config/ConfigContext';
import { useT, useVariantT } from '../../shared/i18n/useT';

type Logo = 'visa' | 'mastercard' | 'maestro' | 'amex' | 'gpwebpay' | 'barion';

/**
 * Card logos by country: Hungary and Romania pay through a different card
 * payment provider, which also accepts American Express.
 */
export function paymentLogos(country: OperatingCountry): Logo[] {
  return country === 'HUN' || country === 'ROU' ? ['visa', 'mastercard', 'maestro', 'amex', 'barion'] : ['visa', 'mastercard', 'maestro', 'gpwebpay'];
}

const labels: Record<Logo, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  gpwebpay: 'GP webpay',
  barion: 'Barion',
};

// Simplified brand marks, drawn on a 60×38 card.
const art: Record<Logo, ReactElement> = {
  visa: <text x="30" y="25" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="15" fontStyle="italic" fontWeight="900" fill="#1a1f71">VISA</text>,
  mastercard: (
    <>
      <circle cx="24" cy="19" r="10" fill="#eb001b" />
      <circle cx="36" cy="19" r="10" fill="#f79e1b" />
      <path d="M30 11a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" fill="#ff5f00" />
    </>
  ),
  maestro: (
    <>
      <circle cx="24" cy="19" r="10" fill="#0099df" />
      <circle cx="36" cy="19" r="10" fill="#eb001b" />
      <path d="M30 11a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" fill="#6c6bbd" />
    </>
  ),
  amex: (
    <>
      <rect x="6" y="7" width="48" height="24" rx="3" fill="#2e77bc" />
      <text x="30" y="23.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="900" fill="#fff">AMEX</text>
    </>
  ),
  gpwebpay: (
    <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="9.5" fontWeight="700" fill="#003d7c">GP webpay</text>
  ),
  barion: <text x="30" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="800" fill="#0097db">Barion</text>,
};

/** Accepted cards and the provider's wording (country variant: `footer.paymentProvider.HUN` …). */
export function PaymentLogos() {
  const { country } = useConfig();
  const t = useT();
  const variantT = useVariantT();
  return (
    <div className="payments">
      <ul className="payments__logos" aria-label={t('footer.acceptedCards')}>
        {paymentLogos(country).map((logo) => (
          <li key={logo}>
            <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label={labels[logo]}>
              <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#fff" stroke="#cfd8e1" />
              {art[logo]}
            </svg>
          </li>
        ))}
      </ul>
      <p className="payments__provider">{variantT('footer.paymentProvider')}</p>
    </div>
  );
}
