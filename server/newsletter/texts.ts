import type { Language } from '@contract/primitives';

export interface UnsubscribeTexts {
  title: string;
  ask: string;
  confirm: string;
  done: string;
  invalid: string;
  home: string;
}

/** The unsubscribe page in each interface language. */
export const unsubscribeTexts: Record<Language, UnsubscribeTexts> = {
  SK: {
    title: 'Odhlásenie z newslettera',
    ask: 'Chcete sa odhlásiť z odberu nášho newslettera?',
    confirm: 'Odhlásiť sa',
    done: 'Boli ste odhlásení z odberu newslettera. Ďalšie už nedostanete.',
    invalid: 'Tento odkaz na odhlásenie je neplatný.',
    home: 'Prejsť na úvodnú stránku',
  },
  CS: {
    title: 'Odhlášení z newsletteru',
    ask: 'Chcete se odhlásit z odběru našeho newsletteru?',
    confirm: 'Odhlásit se',
    done: 'Byli jste odhlášeni z odběru newsletteru. Další už nedostanete.',
    invalid: 'Tento odkaz k odhlášení je neplatný.',
    home: 'Přejít na úvodní stránku',
  },
  EN: {
    title: 'Unsubscribe from the newsletter',
    ask: 'Do you want to stop receiving our newsletter?',
    confirm: 'Unsubscribe',
    done: 'You have been unsubscribed from the newsletter. You will not receive it any more.',
    invalid: 'This unsubscribe link is not valid.',
    home: 'Go to the home page',
  },
  UK: {
    title: 'Відписка від розсилки',
    ask: 'Бажаєте відписатися від нашої розсилки?',
    confirm: 'Відписатися',
    done: 'Ви відписалися від розсилки. Більше Ви її не отримуватимете.',
    invalid: 'Це посилання для відписки недійсне.',
    home: 'Перейти на головну сторінку',
  },
  PL: {
    title: 'Rezygnacja z newslettera',
    ask: 'Czy chcesz zrezygnować z otrzymywania naszego newslettera?',
    confirm: 'Wypisz mnie',
    done: 'Wypisano Cię z newslettera. Nie będziesz go już otrzymywać.',
    invalid: 'Ten link do rezygnacji jest nieprawidłowy.',
    home: 'Przejdź na stronę główną',
  },
  HU: {
    title: 'Leiratkozás a hírlevélről',
    ask: 'Le szeretne iratkozni a hírlevelünkről?',
    confirm: 'Leiratkozom',
    done: 'Leiratkozott a hírlevélről. Többé nem kapja meg.',
    invalid: 'Ez a leiratkozási link érvénytelen.',
    home: 'Ugrás a kezdőlapra',
  },
  RO: {
    title: 'Dezabonare de la newsletter',
    ask: 'Doriți să vă dezabonați de la newsletterul nostru?',
    confirm: 'Dezabonare',
    done: 'V-ați dezabonat de la newsletter. Nu îl veți mai primi.',
    invalid: 'Acest link de dezabonare nu este valid.',
    home: 'Mergi la pagina principală',
  },
};
