import type { Language } from '@contract/primitives';

export interface SandboxTexts {
  title: string;
  intro: string;
  amount: string;
  description: string;
  choose: string;
  pay: string;
  decline: string;
  pending: string;
  pendingHint: string;
  settled: string;
  back: string;
  /** Only for a payment that stores the card: pays now, but every later charge of the card is declined. */
  payDeclineLater: string;
  payDeclineLaterHint: string;
}

/** The sandbox card page in each interface language: it stands in for the provider's own page. */
export const sandboxTexts: Record<Language, SandboxTexts> = {
  EN: {
    title: 'Card payment (sandbox)',
    intro: 'This is a test payment page: no card is charged and no money moves.',
    amount: 'Amount',
    description: 'For',
    choose: 'How should this test payment end?',
    pay: 'Pay',
    decline: 'Decline the card',
    pending: 'Leave it pending',
    pendingHint: 'Pending: as if the bank had not answered yet; the shop keeps checking the payment.',
    settled: 'This payment is already settled.',
    back: 'Back to the shop',
    payDeclineLater: 'Pay, but decline later charges',
    payDeclineLaterHint:
      'Pays now and stores a card that the bank will decline for every later automatic charge, as an expired card would.',
  },
  SK: {
    title: 'Platba kartou (sandbox)',
    intro: 'Toto je testovacia platobná stránka: karta sa nezaťaží a žiadne peniaze sa nepresunú.',
    amount: 'Suma',
    description: 'Za',
    choose: 'Ako má táto testovacia platba skončiť?',
    pay: 'Zaplatiť',
    decline: 'Zamietnuť kartu',
    pending: 'Nechať nevybavenú',
    pendingHint: 'Nevybavená: akoby banka ešte neodpovedala; obchod bude stav platby ďalej overovať.',
    settled: 'Táto platba je už vybavená.',
    back: 'Späť do obchodu',
    payDeclineLater: 'Zaplatiť, ale ďalšie platby zamietnuť',
    payDeclineLaterHint:
      'Zaplatí teraz a uloží kartu, ktorú banka pri každej ďalšej automatickej platbe zamietne, ako by to bolo pri karte s uplynutou platnosťou.',
  },
  CS: {
    title: 'Platba kartou (sandbox)',
    intro: 'Toto je testovací platební stránka: karta se nezatíží a žádné peníze se nepřevedou.',
    amount: 'Částka',
    description: 'Za',
    choose: 'Jak má tato testovací platba skončit?',
    pay: 'Zaplatit',
    decline: 'Zamítnout kartu',
    pending: 'Nechat nevyřízenou',
    pendingHint: 'Nevyřízená: jako by banka ještě neodpověděla; obchod bude stav platby dál ověřovat.',
    settled: 'Tato platba je již vyřízena.',
    back: 'Zpět do obchodu',
    payDeclineLater: 'Zaplatit, ale další platby zamítnout',
    payDeclineLaterHint:
      'Zaplatí nyní a uloží kartu, kterou banka při každé další automatické platbě zamítne, jako by to bylo u karty s prošlou platností.',
  },
  UK: {
    title: 'Оплата карткою (пісочниця)',
    intro: 'Це тестова сторінка оплати: картку не буде списано, гроші не переказуються.',
    amount: 'Сума',
    description: 'За',
    choose: 'Як має завершитися цей тестовий платіж?',
    pay: 'Оплатити',
    decline: 'Відхилити картку',
    pending: 'Залишити в очікуванні',
    pendingHint: 'В очікуванні: ніби банк ще не відповів; магазин і далі перевірятиме платіж.',
    settled: 'Цей платіж уже завершено.',
    back: 'Повернутися до магазину',
    payDeclineLater: 'Оплатити, але відхиляти наступні списання',
    payDeclineLaterHint:
      'Оплачує зараз і зберігає картку, яку банк відхилятиме при кожному наступному автоматичному списанні, як картку з простроченим терміном дії.',
  },
  PL: {
    title: 'Płatność kartą (sandbox)',
    intro: 'To jest testowa strona płatności: karta nie zostanie obciążona, żadne pieniądze nie zostaną przelane.',
    amount: 'Kwota',
    description: 'Za',
    choose: 'Jak ma się zakończyć ta testowa płatność?',
    pay: 'Zapłać',
    decline: 'Odrzuć kartę',
    pending: 'Pozostaw oczekującą',
    pendingHint: 'Oczekująca: jakby bank jeszcze nie odpowiedział; sklep będzie dalej sprawdzał płatność.',
    settled: 'Ta płatność jest już rozliczona.',
    back: 'Wróć do sklepu',
    payDeclineLater: 'Zapłać, ale odrzucaj kolejne obciążenia',
    payDeclineLaterHint:
      'Płaci teraz i zapisuje kartę, którą bank odrzuci przy każdym kolejnym automatycznym obciążeniu, jak kartę, której ważność wygasła.',
  },
  HU: {
    title: 'Kártyás fizetés (teszt)',
    intro: 'Ez egy tesztfizetési oldal: a kártyát nem terheljük meg, pénz nem mozdul.',
    amount: 'Összeg',
    description: 'Tárgy',
    choose: 'Hogyan végződjön ez a tesztfizetés?',
    pay: 'Fizetés',
    decline: 'Kártya elutasítása',
    pending: 'Függőben hagyás',
    pendingHint: 'Függőben: mintha a bank még nem válaszolt volna; az üzlet tovább ellenőrzi a fizetést.',
    settled: 'Ez a fizetés már lezárult.',
    back: 'Vissza az üzletbe',
    payDeclineLater: 'Fizetés, de a későbbi terhelések elutasítása',
    payDeclineLaterHint:
      'Most fizet, és olyan kártyát ment el, amelyet a bank minden későbbi automatikus terhelésnél elutasít, mint egy lejárt kártyát.',
  },
  RO: {
    title: 'Plată cu cardul (sandbox)',
    intro: 'Aceasta este o pagină de plată de test: cardul nu este debitat și nu se transferă bani.',
    amount: 'Sumă',
    description: 'Pentru',
    choose: 'Cum să se încheie această plată de test?',
    pay: 'Plătește',
    decline: 'Refuză cardul',
    pending: 'Lasă în așteptare',
    pendingHint: 'În așteptare: ca și cum banca nu ar fi răspuns încă; magazinul va verifica în continuare plata.',
    settled: 'Această plată este deja finalizată.',
    back: 'Înapoi la magazin',
    payDeclineLater: 'Plătește, dar refuză debitările următoare',
    payDeclineLaterHint:
      'Plătește acum și salvează un card pe care banca îl va refuza la fiecare debitare automată ulterioară, ca pe un card expirat.',
  },
};
