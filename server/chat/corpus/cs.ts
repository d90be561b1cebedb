import type { Corpus } from './types';

export const cs: Corpus = {
  order: {
    title: 'Jak si objednat box',
    keys: ['objedn*', 'pronaj*', 'rezerv*', 'zaregistr*', 'jak získám box'],
    text: 'Sklad najdete na /boxes (podle města nebo na mapě), otevřete ho (/location/…), vyberte si volný box a den začátku a první nájemné zaplaťte kartou. Pokud ještě nemáte účet, vytvoří se spolu s objednávkou. Po zaplacení se otevře smlouva a box uvidíte v /my/boxes.',
  },
  pay: {
    title: 'Platba nájemného',
    keys: ['plat*', 'zaplat*', 'kart*', 'strh*', 'nezaplacen*', 'dluh*', 'opakovan*'],
    text: 'První nájemné zaplatíte kartou při objednávce; další se automaticky strhne ze stejné karty na začátku každého období. Nezaplacené nájemné můžete uhradit kartou na /my/rents. Zůstane-li nájemné nezaplacené {blockDays} dní, zámek boxu se přestane otevírat, dokud ho neuhradíte.',
  },
  lock: {
    title: 'Otevření chytrého zámku',
    keys: [
      'zámk*',
      'zámek',
      'odemk*',
      'otevřít box',
      'otevřu',
      'otevřít zámek',
      'pin',
      'přístupový kód',
      'kód vstupu',
      'klíč*',
      'dostanu dovnitř',
    ],
    text: 'Chytrý zámek otevřete v prohlížeči: přihlaste se, jděte do /my/boxes a stiskněte Otevřít, když jste u skladu (do {geofence} m; prohlížeč si vyžádá vaši polohu). Stejně se otevírá i vchod do skladu a v /my/boxes najdete také svůj PIN kód.',
  },
  share: {
    title: 'Sdílení boxu',
    keys: ['sdíl*', 'někdo jiný', 'rodin*', 'kamarád*', 'manžel*', 'partner*', 'stěhovák*', 'jiné osob*'],
    text: 'V /my/boxes můžete sdílet box s jiným registrovaným uživatelem zadáním jeho e-mailu. Bude moci otevírat zámky a vidět PIN, nikdy však vaše platby ani smlouvu. Sdílení můžete kdykoli ukončit; na jednorázovou návštěvu (stěhováci) mu můžete poslat časově omezený přístupový odkaz.',
  },
  notice: {
    title: 'Výpověď smlouvy',
    keys: ['výpově*', 'vypově*', 'vypovědět', 'zruš*', 'ukonč*', 'skonč*', 'odejít'],
    text: 'Výpověď podáte v aplikaci: otevřete smlouvu v /my/contracts a zvolte její poslední den; nejdříve je to za {noticeDays} dní ode dneška. Smlouva skončí v den, který zvolíte. Nájemné zaplacené za dny po něm se nevrací; formulář ukáže poslední zaplacený den, a když zvolíte ten, využijete celé zaplacené nájemné. Před koncem box vykliďte a ukliďte.',
  },
  eviction: {
    title: 'Vyklizení boxu',
    keys: ['vykli*', 'vyprázd*', 'uklid*', 'vynést'],
    text: 'Před koncem smlouvy musí být box vyklizený a uklizený. Potvrďte to u smlouvy v /my/contracts (krok vyklizení); po potvrzení může smlouva skončit už následující den. Zůstane-li nájemné nezaplacené, přístup se po {blockDays} dnech zablokuje a box můžeme vyklidit sami (nucené vyklizení).',
  },
  insurance: {
    title: 'Pojištění',
    keys: ['pojišt*', 'škod*', 'krádež*', 'ukrad*', 'krytí'],
    text: 'Základní pojištění uložených věcí je v ceně nájemného. Některé sklady nabízejí vyšší krytí za měsíční poplatek; zvolíte ho při objednávce boxu a jeho cenu najdete na stránce boxu.',
  },
  sizes: {
    title: 'Velikosti boxů',
    keys: ['jak velký', 'jakou velikost', 'velikost*', 'rozměr*', 'vejde', 'vejdou'],
    text: 'Boxy mají čtyři velikosti: XS do 1 m², malé 1–3 m², střední 3–6 m² a velké nad 6 m². Do malého boxu se vejde obsah sklepa, do velkého nábytek z bytu. Na /boxes můžete filtrovat podle velikosti; u každého boxu je šířka, délka a výška.',
  },
  notify: {
    title: 'Upozornění na volný box',
    keys: ['upozorn*', 'dejte vědět', 'oznám*', 'obsazen*', 'plný', 'plně', 'uvolní*', 'čekací*'],
    text: 'Když je sklad plný, na jeho stránce (/location/…) najdete „Upozornit mě, až se uvolní box“: nechte nám e-mail (a požadovanou velikost) a jednou vám napíšeme, až se box uvolní.',
  },
  voucher: {
    title: 'Slevové kódy',
    keys: ['slev*', 'kupón*', 'akc*', 'doporuč*', 'první měsíc zdarma'],
    text: 'Slevový kód zadáte v souhrnu objednávky před platbou. Některé sklady nabízejí první měsíc zdarma. S vaším doporučujícím odkazem (v profilu) získáte odměnu, když si box objedná někdo, koho pozvete.',
  },
  invoices: {
    title: 'Faktury',
    keys: ['faktur*', 'doklad*', 'účtenk*', 'dph'],
    text: 'Ke každému zaplacenému nájemnému je faktura (ceny jsou s DPH). Faktury a nájemné najdete na /my/rents, smlouvu a její PDF na /my/contracts.',
  },
  account: {
    title: 'Účet a heslo',
    keys: ['účet', 'účtu', 'heslo', 'hesla', 'přihlás*', 'registr*', 'profil*'],
    text: 'Přihlásíte se na /login; pokud jste zapomněli heslo, použijte tam „Zapomněli jste heslo?“. Vaše údaje jsou v /my/profile. Účet se vytvoří také při vaší první objednávce.',
  },
};
