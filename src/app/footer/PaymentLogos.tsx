import type { ReactElement } from 'react';
import { cardProviderOf, type CardProvider } from '../../../contract/cardProviders';
import { useConfig } from '../../shared/config/ConfigContext';
import { useT } from '../../shared/i18n/useT';

type Logo = 'visa' | 'mastercard' | 'maestro' | 'amex' | 'gopay' | 'barion';

/**
 * The marks shown for each card provider: its own first, then the cards it takes. Barion (Hungary,
 * Romania) also accepts American Express.
 */
const logosOf: Record<CardProvider, Logo[]> = {
  GoPay: ['gopay', 'visa', 'mastercard', 'maestro'],
  Barion: ['barion', 'visa', 'mastercard', 'maestro', 'amex'],
};

/** The card logos of a country: those of its card provider (`cardProviderOf`). */
const paymentLogos = (country: keyof typeof cardProviderOf): Logo[] => logosOf[cardProviderOf[country]];

const labels: Record<Logo, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  gopay: 'GoPay',
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
  gopay: (
    <>
      <circle cx="14" cy="19" r="7" fill="none" stroke="#0099ff" strokeWidth="3" />
      <text x="37" y="23.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="800" fill="#0b2b4c">GoPay</text>
    </>
  ),
  barion: (
    <>
      <rect x="7" y="12" width="14" height="14" rx="3" fill="#0097db" />
      <text x="14" y="23.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="900" fill="#fff">b</text>
      <text x="39" y="23.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10.5" fontWeight="800" fill="#0097db">Barion</text>
    </>
  ),
};

/** Accepted cards and the card provider of the configured country, named as the order summary names it. */
export function PaymentLogos() {
  const { country } = useConfig();
  const t = useT();
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
      <p className="payments__provider">{t('footer.cardProvider', { provider: cardProviderOf[country] })}</p>
    </div>
  );
}
