import type { MailTexts } from './types';

const pluralRules = new Intl.PluralRules('sk');
const dayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'deň', few: 'dni', other: 'dní' };
/** A number of days with the noun in the form Slovak asks for: 1 deň, 2 dni, 5 dní. */
const days = (n: number) => `${n} ${dayForms[pluralRules.select(n)] ?? dayForms.other}`;

export const sk: MailTexts = {
  greeting: (name) => (name ? `Dobrý deň, ${name},` : 'Dobrý deň,'),
  signature: 'Tím Self Storage',
  linkHint: 'Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:',
  verifyEmail: {
    subject: 'Potvrďte svoju e-mailovú adresu',
    lines: [
      'Ďakujeme za registráciu v Self Storage. Potvrďte, prosím, svoju e-mailovú adresu, aby sa váš účet aktivoval.',
    ],
    action: 'Potvrdiť e-mailovú adresu',
    after: 'Odkaz platí 72 hodín. Ak ste si účet nevytvorili, tento e-mail môžete ignorovať.',
  },
  passwordReset: {
    subject: 'Obnovenie hesla',
    lines: ['Dostali sme žiadosť o obnovenie hesla k vášmu účtu Self Storage.'],
    action: 'Nastaviť nové heslo',
    after:
      'Odkaz platí 1 hodinu a dá sa použiť iba raz. Ak ste o obnovenie nežiadali, tento e-mail ignorujte – vaše heslo zostáva nezmenené.',
  },
  passwordChanged: {
    subject: 'Vaše heslo bolo zmenené',
    lines: [
      'Heslo k vášmu účtu Self Storage bolo práve zmenené a prihlásenia na ostatných zariadeniach boli ukončené.',
    ],
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
  orderRefunded: {
    subject: (p) => `Vaša platba bola vrátená – box ${p.refund!.boxName}`,
    lines: ({ refund: r }) => [
      `Vaša platba ${r!.amount} za box ${r!.boxName}, ${r!.warehouse}, k nám prišla až po tom, čo bola objednávka zrušená alebo uplynula rezervácia boxu, a box vám už nebolo možné prenajať.`,
      'Celú sumu sme vrátili na vašu kartu. V závislosti od vašej banky sa môže na účte objaviť až o niekoľko pracovných dní.',
    ],
    after: 'Novú objednávku môžete vytvoriť kedykoľvek.',
  },
  freeBox: {
    subject: (p) => `V sklade ${p.warehouseName} je voľný box`,
    lines: (p) => [
      `Dobrá správa: v sklade ${p.warehouseName} sa uvoľnil box, na ktorý čakáte.`,
      'Boxy dostane ten, kto si ich objedná prvý, preto dlho neváhajte.',
    ],
    action: 'Pozrieť voľné boxy',
    after: 'Požiadali ste nás o jedno upozornenie; ďalšie správy o tom už nepošleme.',
  },
  terminationConfirmed: {
    subject: (p) => `Výpoveď zmluvy ${p.termination!.contractNumber} sme prijali`,
    lines: ({ termination: t }) => [
      `Prijali sme vašu výpoveď nájomnej zmluvy ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}.`,
      `Posledný deň nájmu je ${t!.lastDay}. Do tohto dňa, prosím, box vyprázdnite a vyčistite a odstráňte z neho vlastný zámok, ak ste ho používali.`,
      'Keď bude box prázdny, potvrďte to v časti Moje zmluvy: zmluva sa potom môže skončiť už nasledujúci deň.',
      t!.forfeited
        ? `Nájomné máte zaplatené do ${t!.forfeited.to}. Ako ste pri výpovedi potvrdili, nájomné zaplatené za obdobie ${t!.forfeited.from} – ${t!.forfeited.to} sa nevracia.`
        : 'Nájomné zaplatené za obdobie po poslednom dni nájmu sa nevracia.',
    ],
    action: 'Zobraziť moju zmluvu',
  },
  paymentAnnounced: {
    subject: (p) => `Nadchádzajúca platba kartou – zmluva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Dňa ${r!.day} strhneme z karty, ktorou ste platili, sumu ${r!.amount} za nájom boxu ${r!.boxName}, ${r!.warehouse}, za obdobie ${r!.periodFrom} – ${r!.periodTo} (zmluva ${r!.contractNumber}).`,
      'Nemusíte nič robiť. Ak ste medzičasom zmenili kartu alebo jej skončila platnosť, môžete nájomné zaplatiť sami v časti Moje nájomné, hneď ako bude vystavené.',
    ],
    action: 'Zobraziť moje nájomné',
  },
  rentPaid: {
    subject: (p) => `Nájomné je zaplatené – zmluva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Z vašej karty sme strhli ${r!.amount} za nájom boxu ${r!.boxName}, ${r!.warehouse}, za obdobie ${r!.periodFrom} – ${r!.periodTo} (zmluva ${r!.contractNumber}).`,
      `Faktúru ${r!.invoiceNumber} nájdete v časti Moje nájomné.`,
    ],
    action: 'Zobraziť moje nájomné',
  },
  rentPaymentFailed: {
    subject: (p) => `Platba kartou sa nepodarila – zmluva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Nájomné za box ${r!.boxName}, ${r!.warehouse}, za obdobie ${r!.periodFrom} – ${r!.periodTo} (${r!.amount}, splatné ${r!.day}, zmluva ${r!.contractNumber}) sa nám z vašej karty nepodarilo strhnúť.`,
      'Zaplaťte ho, prosím, v časti Moje nájomné tlačidlom Zaplatiť.',
      'Box je zatiaľ naďalej prístupný. Na nezaplatené nájomné vás upozorníme a po niekoľkých dňoch sa zámky vášho boxu prestanú otvárať, kým nebude zaplatené.',
    ],
    action: 'Zaplatiť v časti Moje nájomné',
  },
  rentOverdue: {
    subject: (p) => `Upomienka: nezaplatené nájomné – zmluva ${p.rent!.contractNumber}`,
    lines: ({ rent: r, overdue: o }) => [
      `Toto je ${o!.step}. upomienka. Nájomné ${r!.amount} za box ${r!.boxName}, ${r!.warehouse}, za obdobie ${r!.periodFrom} – ${r!.periodTo} (zmluva ${r!.contractNumber}) bolo splatné ${r!.day} a je už ${days(o!.daysOverdue)} po splatnosti.`,
      ...(o!.accessBlocked
        ? ['Prístup k vášmu boxu je zablokovaný, kým nájomné nezaplatíte; hneď po zaplatení sa opäť odblokuje.']
        : o!.accessBlockedFrom
          ? [`Ak zostane nezaplatené, zámky vášho boxu sa od ${o!.accessBlockedFrom} prestanú otvárať.`]
          : []),
      'Zaplatiť ho môžete v časti Moje nájomné tlačidlom Zaplatiť.',
    ],
    action: 'Zaplatiť v časti Moje nájomné',
    after: 'Ak ste už zaplatili, túto správu, prosím, ignorujte.',
  },
  contractEnding: {
    subject: (p) => `Zmluva ${p.termination!.contractNumber} končí ${p.termination!.lastDay}`,
    lines: ({ termination: t, ending: e }) => [
      `Vaša nájomná zmluva ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}, končí ${t!.lastDay}, teda ${e!.daysLeft === 1 ? 'zajtra' : `o ${days(e!.daysLeft)}`}.`,
      e!.evictionConfirmed
        ? 'Ďakujeme za potvrdenie, že je box prázdny. Už nemusíte nič robiť.'
        : 'Do tohto dňa, prosím, box vyprázdnite a vyčistite a odstráňte z neho vlastný zámok, ak ste ho používali. Potom v časti Moje zmluvy potvrďte, že je box prázdny.',
    ],
    action: 'Zobraziť moju zmluvu',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} s vami zdieľa box ${p.boxShare!.boxName}`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} s vami zdieľa box ${s!.boxName} v sklade ${s!.warehouse}, ${s!.address}.`,
      'Box nájdete po prihlásení v časti Moje boxy: odtiaľ otvoríte vstup do skladu aj box a uvidíte kód zámku.',
    ],
    action: 'Zobraziť moje boxy',
    after:
      'Zdieľanie môže nájomca boxu kedykoľvek zrušiť a skončí aj s jeho zmluvou. Ak ste tento e-mail nečakali, môžete ho ignorovať.',
  },
  unlockTokenGranted: {
    subject: (p) => `Prístup do skladu ${p.unlockGrant!.warehouse}`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} vám posiela prístup do skladu ${g!.warehouse}, ${g!.address}${g!.boxName ? `, a k boxu ${g!.boxName}` : ''}.`,
      `Odkaz platí od ${g!.validFrom} do ${g!.validTo} (miestny čas skladu).`,
      'Keď budete pri sklade, otvorte odkaz v telefóne a povoľte mu prístup k polohe: zámky sa otvoria len v blízkosti skladu.',
      'Odkaz nikomu neposielajte: ktokoľvek, kto ho má, môže v tomto čase otvoriť zámky.',
    ],
    action: 'Otvoriť zámky',
    after: 'Ten, kto vám prístup poslal, ho môže kedykoľvek zrušiť. Ak ste tento e-mail nečakali, môžete ho ignorovať.',
  },
};
