import type { MailTexts } from './types';

const pluralRules = new Intl.PluralRules('pl');
const dayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' };
/** A number of days with the noun in the form Polish asks for: 1 dzień, 2 dni, 5 dni. */
const days = (n: number) => `${n} ${dayForms[pluralRules.select(n)] ?? dayForms.other}`;

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
    after:
      'Link jest ważny przez 1 godzinę i można go użyć tylko raz. Jeśli prośba nie pochodzi od Państwa, prosimy zignorować tę wiadomość – hasło pozostanie bez zmian.',
  },
  passwordChanged: {
    subject: 'Hasło do Państwa konta zostało zmienione',
    lines: [
      'Hasło do Państwa konta Self Storage zostało właśnie zmienione, a sesje na pozostałych urządzeniach zostały zakończone.',
    ],
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
    after:
      'Link jest ważny 7 dni i działa jeden raz. Później prosimy użyć opcji „Zapomniane hasło?” na stronie logowania.',
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
  orderRefunded: {
    subject: (p) => `Płatność została zwrócona – boks ${p.refund!.boxName}`,
    lines: ({ refund: r }) => [
      `Państwa płatność ${r!.amount} za boks ${r!.boxName}, ${r!.warehouse}, dotarła do nas dopiero po anulowaniu zamówienia lub wygaśnięciu rezerwacji boksu i nie mogliśmy już go Państwu wynająć.`,
      'Zwróciliśmy całą kwotę na Państwa kartę. W zależności od banku może ona pojawić się na koncie dopiero po kilku dniach roboczych.',
    ],
    after: 'Nowe zamówienie mogą Państwo złożyć w każdej chwili.',
  },
  freeBox: {
    subject: (p) => `W magazynie ${p.warehouseName} zwolnił się boks`,
    lines: (p) => [
      `Dobra wiadomość: w magazynie ${p.warehouseName} zwolnił się boks, na który Państwo czekają.`,
      'Boks otrzymuje ten, kto zamówi go pierwszy, więc nie warto długo zwlekać.',
    ],
    action: 'Zobacz wolne boksy',
    after: 'Prosili Państwo o jedno powiadomienie; więcej wiadomości w tej sprawie nie wyślemy.',
  },
  terminationConfirmed: {
    subject: (p) => `Otrzymaliśmy wypowiedzenie umowy ${p.termination!.contractNumber}`,
    lines: ({ termination: t }) => [
      `Otrzymaliśmy Państwa wypowiedzenie umowy najmu ${t!.contractNumber} dotyczącej boksu ${t!.boxName}, ${t!.warehouse}.`,
      `Ostatni dzień najmu to ${t!.lastDay}. Prosimy do tego dnia opróżnić i posprzątać boks oraz zdjąć własną kłódkę, jeśli Państwo z niej korzystali.`,
      'Gdy boks będzie pusty, prosimy potwierdzić to w zakładce Moje umowy: umowa może wtedy zakończyć się już następnego dnia.',
      t!.forfeited
        ? `Czynsz jest opłacony do ${t!.forfeited.to}. Zgodnie z Państwa potwierdzeniem przy wypowiedzeniu czynsz zapłacony za okres ${t!.forfeited.from} – ${t!.forfeited.to} nie podlega zwrotowi.`
        : 'Czynsz zapłacony za okres po ostatnim dniu najmu nie podlega zwrotowi.',
    ],
    action: 'Zobacz moją umowę',
  },
  paymentAnnounced: {
    subject: (p) => `Zbliżająca się płatność kartą – umowa ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Dnia ${r!.day} pobierzemy kwotę ${r!.amount} z karty, której Państwo użyli do płatności, za najem boksu ${r!.boxName}, ${r!.warehouse}, za okres ${r!.periodFrom} – ${r!.periodTo} (umowa ${r!.contractNumber}).`,
      'Nie muszą Państwo nic robić. Jeśli karta została zmieniona lub straciła ważność, mogą Państwo samodzielnie opłacić czynsz w zakładce Moje płatności, gdy tylko zostanie wystawiony.',
    ],
    action: 'Zobacz moje płatności',
  },
  rentPaid: {
    subject: (p) => `Czynsz opłacony – umowa ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Pobraliśmy z Państwa karty kwotę ${r!.amount} za najem boksu ${r!.boxName}, ${r!.warehouse}, za okres ${r!.periodFrom} – ${r!.periodTo} (umowa ${r!.contractNumber}).`,
      `Faktura ${r!.invoiceNumber} jest dostępna w zakładce Moje płatności.`,
    ],
    action: 'Zobacz moje płatności',
  },
  rentPaymentFailed: {
    subject: (p) => `Płatność kartą nie powiodła się – umowa ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Nie udało się pobrać z Państwa karty czynszu za boks ${r!.boxName}, ${r!.warehouse}, za okres ${r!.periodFrom} – ${r!.periodTo} (${r!.amount}, termin płatności ${r!.day}, umowa ${r!.contractNumber}).`,
      'Prosimy opłacić go w zakładce Moje płatności przyciskiem Zapłać.',
      'Na razie boks pozostaje dostępny. O nieopłaconym czynszu przypomnimy, a po kilku dniach zamki Państwa boksu przestaną się otwierać do czasu jego opłacenia.',
    ],
    action: 'Zapłać w zakładce Moje płatności',
  },
  rentOverdue: {
    subject: (p) => `Przypomnienie o zaległym czynszu – umowa ${p.rent!.contractNumber}`,
    lines: ({ rent: r, overdue: o }) => [
      `Przypomnienie nr ${o!.step}. Czynsz w kwocie ${r!.amount} za boks ${r!.boxName}, ${r!.warehouse}, za okres ${r!.periodFrom} – ${r!.periodTo} (umowa ${r!.contractNumber}), płatny do ${r!.day}, pozostaje nieopłacony – opóźnienie wynosi ${days(o!.daysOverdue)}.`,
      ...(o!.accessBlocked
        ? [
            'Dostęp do Państwa boksu jest zablokowany do czasu opłacenia czynszu; zostanie przywrócony zaraz po płatności.',
          ]
        : o!.accessBlockedFrom
          ? [
              `Jeśli czynsz pozostanie nieopłacony, od ${o!.accessBlockedFrom} zamki Państwa boksu przestaną się otwierać.`,
            ]
          : []),
      'Czynsz można opłacić w zakładce Moje płatności przyciskiem Zapłać.',
    ],
    action: 'Zapłać w zakładce Moje płatności',
    after: 'Jeśli płatność została już dokonana, prosimy zignorować tę wiadomość.',
  },
  contractEnding: {
    subject: (p) => `Umowa ${p.termination!.contractNumber} kończy się ${p.termination!.lastDay}`,
    lines: ({ termination: t, ending: e }) => [
      `Państwa umowa najmu ${t!.contractNumber} dotycząca boksu ${t!.boxName}, ${t!.warehouse}, kończy się ${t!.lastDay}, czyli ${e!.daysLeft === 1 ? 'jutro' : `za ${days(e!.daysLeft)}`}.`,
      e!.evictionConfirmed
        ? 'Dziękujemy za potwierdzenie, że boks jest pusty. Nie muszą Państwo nic więcej robić.'
        : 'Prosimy do tego dnia opróżnić i posprzątać boks oraz zdjąć własną kłódkę, jeśli Państwo z niej korzystali, a następnie potwierdzić w zakładce Moje umowy, że boks jest pusty.',
    ],
    action: 'Zobacz moją umowę',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} udostępnia Państwu boks ${p.boxShare!.boxName}`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} udostępnia Państwu boks ${s!.boxName} w magazynie ${s!.warehouse}, ${s!.address}.`,
      'Po zalogowaniu znajdą Państwo boks w sekcji Moje boksy: stamtąd otworzą Państwo wejście do magazynu i boks oraz zobaczą kod zamka.',
    ],
    action: 'Zobacz moje boksy',
    after:
      'Najemca boksu może w każdej chwili zakończyć udostępnianie; kończy się ono także wraz z jego umową. Jeśli nie spodziewali się Państwo tej wiadomości, mogą ją Państwo zignorować.',
  },
  unlockTokenGranted: {
    subject: (p) => `Dostęp do magazynu ${p.unlockGrant!.warehouse}`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} przesyła Państwu dostęp do magazynu ${g!.warehouse}, ${g!.address}${g!.boxName ? `, oraz do boksu ${g!.boxName}` : ''}.`,
      `Link jest ważny od ${g!.validFrom} do ${g!.validTo} (czas lokalny magazynu).`,
      'Będąc przy magazynie, prosimy otworzyć link w telefonie i zezwolić na dostęp do lokalizacji: zamki otwierają się tylko w pobliżu magazynu.',
      'Prosimy nie przekazywać linku dalej: każdy, kto go ma, może w tym czasie otworzyć zamki.',
    ],
    action: 'Otwórz zamki',
    after:
      'Osoba, która przesłała Państwu dostęp, może go w każdej chwili cofnąć. Jeśli nie spodziewali się Państwo tej wiadomości, można ją zignorować.',
  },
};
