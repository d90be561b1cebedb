import type { MailTexts } from './types';

export const pl: MailTexts = {
  greeting: (name) => (name ? `Dzień dobry, ${name},` : 'Dzień dobry,'),
  signature: 'Zespół Self Storage',
  linkHint: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  verifyEmail: {
    subject: 'Potwierdź swój adres e-mail',
    lines: ['Dziękujemy za rejestrację w Self Storage. Potwierdź swój adres e-mail, aby aktywować konto.'],
    action: 'Potwierdź adres e-mail',
    after: 'Link jest ważny przez 72 godziny. Jeśli konto nie zostało założone przez Ciebie, zignoruj tę wiadomość.',
  },
  passwordReset: {
    subject: 'Resetowanie hasła',
    lines: ['Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Self Storage.'],
    action: 'Ustaw nowe hasło',
    after: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz. Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
  },
  passwordChanged: {
    subject: 'Twoje hasło zostało zmienione',
    lines: ['Hasło do Twojego konta Self Storage zostało właśnie zmienione, a sesje na pozostałych urządzeniach zostały zakończone.'],
    action: 'Nie rozpoznaję tej zmiany – zresetuj hasło',
    after: 'Jeśli zmiana pochodzi od Ciebie, nie musisz nic robić.',
  },
  accountRemoved: {
    subject: 'Twoje konto zostało usunięte',
    lines: [
      'Twoje konto Self Storage zostało usunięte, a Twoje dane osobowe – wymazane.',
      'Przechowujemy wyłącznie dokumenty, których zachowania wymagają przepisy podatkowe (faktury).',
    ],
    after: 'Dziękujemy za korzystanie z Self Storage.',
  },
  setPassword: {
    subject: 'Ustaw hasło',
    lines: [
      'Przy składaniu zamówienia utworzyliśmy dla Ciebie konto Self Storage z tym adresem e-mail.',
      'Ustaw hasło, aby się logować, przeglądać umowy i faktury oraz otwierać boks w aplikacji.',
    ],
    action: 'Ustaw hasło',
    after: 'Link jest ważny 7 dni i działa jeden raz. Później użyj opcji „Nie pamiętasz hasła?” na stronie logowania.',
  },
  orderConfirmed: {
    subject: (p) => `Twój boks ${p.order!.boxName} jest gotowy – umowa ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Dziękujemy za zamówienie. Otrzymaliśmy płatność, a Twoja umowa najmu ${o!.contractNumber} jest aktywna.`,
      `Boks ${o!.boxName}, ${o!.warehouse}, ${o!.address}. Najem rozpoczyna się ${o!.rentStart}.`,
      `Kod Twojej kłódki: ${o!.lockCode}${o!.accessCode ? ` · kod wejścia: ${o!.accessCode}` : ''}`,
      `W załączeniu umowa najmu i faktura ${o!.invoiceNumber} (zapłacona, ${o!.amount}).`,
      `Płatność kartą obsłużył operator płatności ${o!.paymentProvider}.`,
      'Zachowaj kody dla siebie: każdy, kto je zna, może otworzyć Twój boks.',
    ],
    action: 'Zobacz moją umowę',
  },
  freeBox: {
    subject: (p) => `W magazynie ${p.warehouseName} zwolnił się boks`,
    lines: (p) => [`Dobra wiadomość: w magazynie ${p.warehouseName} zwolnił się boks, na który czekasz.`, 'Boks otrzymuje ten, kto zamówi go pierwszy, więc nie czekaj zbyt długo.'],
    action: 'Zobacz wolne boksy',
    after: 'Prosiłeś o jedno powiadomienie; więcej wiadomości w tej sprawie nie wyślemy.',
  },
};
