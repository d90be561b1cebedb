import type { MailTexts } from './types';

export const sk: MailTexts = {
  greeting: (name) => (name ? `Dobrý deň, ${name},` : 'Dobrý deň,'),
  signature: 'Tím Self Storage',
  linkHint: 'Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:',
  verifyEmail: {
    subject: 'Potvrďte svoju e-mailovú adresu',
    lines: ['Ďakujeme za registráciu v Self Storage. Potvrďte, prosím, svoju e-mailovú adresu, aby sa váš účet aktivoval.'],
    action: 'Potvrdiť e-mailovú adresu',
    after: 'Odkaz platí 72 hodín. Ak ste si účet nevytvorili, tento e-mail môžete ignorovať.',
  },
  passwordReset: {
    subject: 'Obnovenie hesla',
    lines: ['Dostali sme žiadosť o obnovenie hesla k vášmu účtu Self Storage.'],
    action: 'Nastaviť nové heslo',
    after: 'Odkaz platí 1 hodinu a dá sa použiť iba raz. Ak ste o obnovenie nežiadali, tento e-mail ignorujte – vaše heslo zostáva nezmenené.',
  },
  passwordChanged: {
    subject: 'Vaše heslo bolo zmenené',
    lines: ['Heslo k vášmu účtu Self Storage bolo práve zmenené a prihlásenia na ostatných zariadeniach boli ukončené.'],
    action: 'Túto zmenu nepoznám – obnoviť heslo',
    after: 'Ak ste heslo zmenili vy, nemusíte nič robiť.',
  },
  accountRemoved: {
    subject: 'Váš účet bol zrušený',
    lines: [
      'Váš účet Self Storage bol zrušený a vaše osobné údaje boli vymazané.',
      'Uchovávame iba záznamy, ktoré nám ukladajú daňové predpisy (faktúry).',
    ],
    after: 'Ďakujeme, že ste využívali Self Storage.',
  },
  setPassword: {
    subject: 'Nastavte si heslo k svojmu účtu',
    lines: [
      'Pri vašej objednávke sme vám vytvorili účet Self Storage s touto e-mailovou adresou.',
      'Nastavte si heslo, aby ste sa mohli prihlásiť, vidieť svoje zmluvy a faktúry a otvárať box v aplikácii.',
    ],
    action: 'Nastaviť heslo',
    after: 'Odkaz platí 7 dní a dá sa použiť iba raz. Neskôr použite „Zabudli ste heslo?“ na stránke prihlásenia.',
  },
  orderConfirmed: {
    subject: (p) => `Váš box ${p.order!.boxName} je pripravený – zmluva ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Ďakujeme za objednávku. Platbu sme prijali a vaša nájomná zmluva ${o!.contractNumber} je aktívna.`,
      `Box ${o!.boxName}, ${o!.warehouse}, ${o!.address}. Nájom začína ${o!.rentStart}.`,
      `Kód vášho zámku: ${o!.lockCode}${o!.accessCode ? ` · kód vstupu: ${o!.accessCode}` : ''}`,
      `V prílohe nájdete nájomnú zmluvu a faktúru ${o!.invoiceNumber} (uhradená, ${o!.amount}).`,
      `Platbu kartou spracovala spoločnosť ${o!.paymentProvider}.`,
      'Kódy si nechajte pre seba: ktokoľvek, kto ich pozná, môže váš box otvoriť.',
    ],
    action: 'Zobraziť moju zmluvu',
  },
  freeBox: {
    subject: (p) => `V sklade ${p.warehouseName} je voľný box`,
    lines: (p) => [`Dobrá správa: v sklade ${p.warehouseName} sa uvoľnil box, na ktorý čakáte.`, 'Boxy dostane ten, kto si ich objedná prvý, preto dlho neváhajte.'],
    action: 'Pozrieť voľné boxy',
    after: 'Požiadali ste nás o jedno upozornenie; ďalšie správy o tom už nepošleme.',
  },
  terminationConfirmed: {
    subject: (p) => `Výpoveď zmluvy ${p.termination!.contractNumber} sme prijali`,
    lines: ({ termination: t }) => [
      `Prijali sme vašu výpoveď nájomnej zmluvy ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}.`,
      `Posledný deň nájmu je ${t!.lastDay}. Do tohto dňa, prosím, box vyprázdnite a vyčistite a odstráňte z neho vlastný zámok, ak ste ho používali.`,
      'Keď bude box prázdny, potvrďte to v časti Moje zmluvy: zmluva sa potom môže skončiť už nasledujúci deň.',
      'Nájomné zaplatené za obdobie po poslednom dni nájmu sa nevracia.',
    ],
    action: 'Zobraziť moju zmluvu',
  },
};
