import { cardProviderOf, type CardProvider } from '@contract/cardProviders';
import { useConfig } from '@shared/config/ConfigContext';
import { useT } from '@shared/i18n/useT';
import amexUrl from './art/amex.svg?no-inline';
import barionUrl from './art/barion.svg?no-inline';
import gopayUrl from './art/gopay.svg?no-inline';
import maestroUrl from './art/maestro.svg?no-inline';
import mastercardUrl from './art/mastercard.svg?no-inline';
import visaUrl from './art/visa.svg?no-inline';

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

// Simplified brand marks, each drawn on a 60×38 card in its own file: the footer's script carries
// only their addresses (`?no-inline`: never a data: URI in the chunk), the browser fetches them as images.
const art: Record<Logo, string> = {
  visa: visaUrl,
  mastercard: mastercardUrl,
  maestro: maestroUrl,
  amex: amexUrl,
  gopay: gopayUrl,
  barion: barionUrl,
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
            <img src={art[logo]} alt={labels[logo]} width="60" height="38" loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <p className="payments__provider">{t('footer.cardProvider', { provider: cardProviderOf[country] })}</p>
    </div>
  );
}
