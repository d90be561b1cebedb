import type { Corpus } from './types';

export const sk: Corpus = {
  order: {
    title: 'Ako si objednať box',
    keys: ['objedn*', 'prenaj*', 'rezerv*', 'zaregistr*', 'ako získam box'],
    text: 'Sklad nájdete na /boxes (podľa mesta alebo na mape), otvorte ho (/location/…), vyberte si voľný box a deň začiatku a prvé nájomné zaplaťte kartou. Ak ešte nemáte účet, vytvorí sa spolu s objednávkou. Po zaplatení sa otvorí zmluva a box uvidíte v /my/boxes.',
  },
  pay: {
    title: 'Platba nájomného',
    keys: ['plat*', 'zaplat*', 'kart*', 'strhn*', 'nezaplaten*', 'dlh*', 'opakovan*'],
    text: 'Prvé nájomné zaplatíte kartou pri objednávke; ďalšie sa automaticky strhne z tej istej karty na začiatku každého obdobia. Nezaplatené nájomné môžete uhradiť kartou na /my/rents. Ak nájomné zostane nezaplatené {blockDays} dní, zámok boxu sa prestane otvárať, kým ho neuhradíte.',
  },
  lock: {
    title: 'Otvorenie smart zámku',
    keys: [
      'zámk*',
      'zamok',
      'odomk*',
      'otvor* box',
      'otvori*',
      'pin',
      'prístupový kód',
      'kód vstupu',
      'kľúč*',
      'dostanem dnu',
    ],
    text: 'Smart zámok otvoríte v prehliadači: prihláste sa, choďte do /my/boxes a stlačte Otvoriť, keď ste pri sklade (do {geofence} m; prehliadač si vypýta vašu polohu). Rovnako sa otvára aj vchod do skladu a v /my/boxes nájdete aj svoj PIN kód.',
  },
  share: {
    title: 'Zdieľanie boxu',
    keys: ['zdiel*', 'niekto iný', 'rodin*', 'kamarát*', 'manžel*', 'partner*', 'sťahovák*', 'inej osob*'],
    text: 'V /my/boxes môžete zdieľať box s iným registrovaným používateľom zadaním jeho e-mailu. Bude môcť otvárať zámky a vidieť PIN, nikdy však vaše platby ani zmluvu. Zdieľanie môžete kedykoľvek ukončiť; na jednorazovú návštevu (sťahováci) mu môžete poslať časovo obmedzený prístupový odkaz.',
  },
  notice: {
    title: 'Výpoveď zmluvy',
    keys: ['výpov*', 'vypoved*', 'zruš*', 'ukonč*', 'skonč*', 'zrušenie zmluvy', 'odísť'],
    text: 'Výpoveď podáte v aplikácii: otvorte zmluvu v /my/contracts a zvoľte jej posledný deň; najskôr je to o {noticeDays} dní od dnes. Zmluva skončí v deň, ktorý zvolíte. Nájomné zaplatené za dni po ňom sa nevracia; formulár ukáže posledný zaplatený deň a ak zvolíte ten, využijete celé zaplatené nájomné. Pred koncom box vyprázdnite a upracte.',
  },
  eviction: {
    title: 'Vypratanie boxu',
    keys: ['vyprat*', 'vyprázd*', 'uprat*', 'vyniesť'],
    text: 'Pred koncom zmluvy musí byť box vyprázdnený a upratený. Potvrďte to pri zmluve v /my/contracts (krok vypratania boxu); po potvrdení môže zmluva skončiť už nasledujúci deň. Ak nájomné zostane nezaplatené, prístup sa po {blockDays} dňoch zablokuje a box môžeme vypratať sami.',
  },
  insurance: {
    title: 'Poistenie',
    keys: ['poist*', 'škod*', 'krádež*', 'ukradn*', 'krytie'],
    text: 'Základné poistenie uložených vecí je v cene nájomného. Niektoré sklady ponúkajú vyššie krytie za mesačný poplatok; vyberiete si ho pri objednávke boxu a jeho cenu nájdete na stránke boxu.',
  },
  sizes: {
    title: 'Veľkosti boxov',
    keys: ['aký veľký', 'akú veľkosť', 'veľkosť*', 'rozmer*', 'zmest*', 'vojde'],
    text: 'Boxy majú štyri veľkosti: XS do 1 m², malé 1–3 m², stredné 3–6 m² a veľké nad 6 m². Do malého boxu sa zmestí obsah pivnice, do veľkého nábytok z bytu. Na /boxes môžete filtrovať podľa veľkosti; pri každom boxe je šírka, dĺžka a výška.',
  },
  notify: {
    title: 'Upozornenie na voľný box',
    keys: ['upozorn*', 'dajte vedieť', 'oznám*', 'obsaden*', 'plný', 'plne', 'uvoľní*', 'čakac*'],
    text: 'Keď je sklad plný, na jeho stránke (/location/…) nájdete „Upozorniť ma, keď sa uvoľní box“: nechajte nám e-mail (a želanú veľkosť) a raz vám napíšeme, keď sa box uvoľní.',
  },
  voucher: {
    title: 'Zľavové kódy',
    keys: ['zľav*', 'kupón*', 'akci*', 'odporúč*', 'prvý mesiac zadarmo'],
    text: 'Zľavový kód zadáte v súhrne objednávky pred platbou. Niektoré sklady ponúkajú prvý mesiac zadarmo. S vaším odporúčacím odkazom (v profile) získate odmenu, keď si box objedná niekto, koho pozvete.',
  },
  invoices: {
    title: 'Faktúry',
    keys: ['faktúr*', 'doklad*', 'účtenk*', 'dph'],
    text: 'Ku každému zaplatenému nájomnému je faktúra (ceny sú s DPH). Faktúry a nájomné nájdete na /my/rents, zmluvu a jej PDF na /my/contracts.',
  },
  account: {
    title: 'Účet a heslo',
    keys: ['účet', 'účtu', 'heslo', 'hesla', 'prihlás*', 'registr*', 'profil*'],
    text: 'Prihlásite sa na /login; ak ste zabudli heslo, použite tam „Zabudli ste heslo?“. Vaše údaje sú v /my/profile. Účet sa vytvorí aj pri vašej prvej objednávke.',
  },
};
