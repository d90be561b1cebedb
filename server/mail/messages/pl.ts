import type { MailTexts } from './types';

export const pl: MailTexts = {
  greeting: (name) => (name ? `Dzień dobry, ${name},` : 'Dzień dobry,'),
  signature: 'Zespół Self Storage',
  linkHint: 'Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:',
  verifyEmail: {
    subject: 'Prosimy potwierdzić adres e-mail',
    lines: ['Dziękujemy za rejestrację w Self Storage. Prosimy potwierdzić adres e-mail, aby aktywować konto.'],
    action: 'Potwierdź adres e-mail',
    after: 'Link jest ważny przez 72 godziny. Jeśli nie zakładali Państwo konta, prosimy zignorować tę wiadomość.',
  },
  passwordReset: {
    subject: 'Resetowanie hasła',
    lines: ['Otrzymaliśmy prośbę o zresetowanie hasła do Państwa konta Self Storage.'],
    action: 'Ustaw nowe hasło',
    after: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz. Jeśli prośba nie pochodzi od Państwa, prosimy zignorować tę wiadomość – hasło pozostanie bez zmian.',
  },
  passwordChanged: {
    subject: 'Hasło do Państwa konta zostało zmienione',
    lines: ['Hasło do Państwa konta Self Storage zostało właśnie zmienione, a sesje na pozostałych urządzeniach zostały zakończone.'],
    action: 'Nie rozpoznaję tej zmiany – zresetuj hasło',
    after: 'Jeśli zmiana pochodzi od Państwa, nie trzeba nic robić.',
  },
  accountRemoved: {
    subject: 'Państwa konto zostało usunięte',
    lines: [
      'Państwa konto Self Storage zostało usunięte, a dane osobowe – wymazane.',
      'Przechowujemy wyłącznie dokumenty, których zachowania wymagają przepisy podatkowe (faktury).',
    ],
    after: 'Dziękujemy za korzystanie z Self Storage.',
  },
  setPassword: {
    subject: 'Prosimy ustawić hasło',
    lines: [
      'Przy składaniu zamówienia utworzyliśmy dla Państwa konto Self Storage z tym adresem e-mail.',
      'Po ustawieniu hasła mogą Państwo logować się, przeglądać umowy i faktury oraz otwierać boks w aplikacji.',
    ],
    action: 'Ustaw hasło',
    after: 'Link jest ważny 7 dni i działa jeden raz. Później prosimy użyć opcji „Zapomniane hasło?” na stronie logowania.',
  },
  orderConfirmed: {
    subject: (p) => `Państwa boks ${p.order!.boxName} jest gotowy – umowa ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Dziękujemy za zamówienie. Otrzymaliśmy płatność, a Państwa umowa najmu ${o!.contractNumber} jest aktywna.`,
      `Boks ${o!.boxName}, ${o!.warehouse}, ${o!.address}. Najem rozpoczyna się ${o!.rentStart}.`,
      `Kod do zamka: ${o!.lockCode}${o!.accessCode ? ` · kod wejścia: ${o!.accessCode}` : ''}`,
      `W załączeniu umowa najmu i faktura ${o!.invoiceNumber} (zapłacona, ${o!.amount}).`,
      `Płatność kartą obsłużył operator płatności ${o!.paymentProvider}.`,
      'Prosimy nie udostępniać kodów: każdy, kto je zna, może otworzyć Państwa boks.',
    ],
    action: 'Zobacz moją umowę',
  },
  freeBox: {
    subject: (p) => `W magazynie ${p.warehouseName} zwolnił się boks`,
    lines: (p) => [`Dobra wiadomość: w magazynie ${p.warehouseName} zwolnił się boks, na który Państwo czekają.`, 'Boks otrzymuje ten, kto zamówi go pierwszy, więc nie warto długo zwlekać.'],
    action: 'Zobacz wolne boksy',
    after: 'Prosili Państwo o jedno powiadomienie; więcej wiadomości w tej sprawie nie wyślemy.',
  },
  terminationConfirmed: {
    subject: (p) => `Otrzymaliśmy wypowiedzenie umowy ${p.termination!.contractNumber}`,
    lines: ({ termination: t }) => [
      `Otrzymaliśmy Państwa wypowiedzenie umowy najmu ${t!.contractNumber} dotyczącej boksu ${t!.boxName}, ${t!.warehouse}.`,
      `Ostatni dzień najmu to ${t!.lastDay}. Prosimy do tego dnia opróżnić i posprzątać boks oraz zdjąć własną kłódkę, jeśli Państwo z niej korzystali.`,
      'Gdy boks będzie pusty, prosimy potwierdzić to w zakładce Moje umowy: umowa może wtedy zakończyć się już następnego dnia.',
      'Czynsz zapłacony za okres po ostatnim dniu najmu nie podlega zwrotowi.',
    ],
    action: 'Zobacz moją umowę',
  },
};
