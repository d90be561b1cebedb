import type { MailTexts } from './types';

/** A number of days in Hungarian: the noun stays singular after a number (1 nap, 5 nap). */
const days = (n: number) => `${n} nap`;

export const hu: MailTexts = {
  greeting: (name) => (name ? `Kedves ${name}!` : 'Kedves Ügyfelünk!'),
  signature: 'A Self Storage csapata',
  linkHint: 'Ha a gomb nem működik, másolja be ezt a címet a böngészőjébe:',
  verifyEmail: {
    subject: 'Erősítse meg e-mail-címét',
    lines: [
      'Köszönjük, hogy regisztrált a Self Storage szolgáltatásba. Kérjük, erősítse meg e-mail-címét a fiókja aktiválásához.',
    ],
    action: 'E-mail-cím megerősítése',
    after: 'A link 72 óráig érvényes. Ha nem Ön hozta létre a fiókot, hagyja figyelmen kívül ezt az e-mailt.',
  },
  passwordReset: {
    subject: 'Jelszó visszaállítása',
    lines: ['Kérést kaptunk Self Storage-fiókja jelszavának visszaállítására.'],
    action: 'Új jelszó beállítása',
    after:
      'A link 1 óráig érvényes, és csak egyszer használható. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt – jelszava változatlan marad.',
  },
  passwordChanged: {
    subject: 'Jelszava megváltozott',
    lines: [
      'Self Storage-fiókja jelszavát az imént megváltoztatták, a többi eszközén pedig megszüntettük a bejelentkezést.',
    ],
    action: 'Nem én voltam – jelszó visszaállítása',
    after: 'Ha Ön változtatta meg, nincs további teendője.',
  },
  accountRemoved: {
    subject: 'Fiókját megszüntettük',
    lines: [
      'Self Storage-fiókját megszüntettük, személyes adatait töröltük.',
      'Csak azokat a nyilvántartásokat őrizzük meg, amelyeket az adójogszabályok előírnak (számlák).',
    ],
    after: 'Köszönjük, hogy a Self Storage szolgáltatását használta.',
  },
  setPassword: {
    subject: 'Állítsa be jelszavát',
    lines: [
      'Rendelésekor Self Storage fiókot hoztunk létre Önnek ezzel az e-mail-címmel.',
      'Állítson be jelszót, hogy bejelentkezhessen, lássa szerződéseit és számláit, és az alkalmazásban nyithassa a boxát.',
    ],
    action: 'Jelszó beállítása',
    after:
      'A link 7 napig érvényes, és egyszer használható. Később használja a bejelentkezési oldal „Elfelejtette jelszavát?” lehetőségét.',
  },
  orderConfirmed: {
    subject: (p) => `A(z) ${p.order!.boxName} box készen áll – szerződés: ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Köszönjük rendelését. A fizetés megérkezett, a(z) ${o!.contractNumber} számú bérleti szerződése hatályos.`,
      `${o!.boxName} box, ${o!.warehouse}, ${o!.address}. A bérlet kezdete: ${o!.rentStart}.`,
      `A zár kódja: ${o!.lockCode}${o!.accessCode ? ` · bejárati kód: ${o!.accessCode}` : ''}`,
      `Mellékelve küldjük a bérleti szerződést és a(z) ${o!.invoiceNumber} számú számlát (kifizetve, ${o!.amount}).`,
      `A kártyás fizetést a(z) ${o!.paymentProvider} dolgozta fel.`,
      'A kódokat tartsa titokban: aki ismeri őket, kinyithatja a boxát.',
    ],
    action: 'Szerződésem megtekintése',
  },
  orderRefunded: {
    subject: (p) => `Visszautaltuk a befizetését – ${p.refund!.boxName} box`,
    lines: ({ refund: r }) => [
      `A(z) ${r!.boxName} boxért (${r!.warehouse}) fizetett ${r!.amount} csak azután érkezett meg hozzánk, hogy a rendelését törölték vagy a box foglalása lejárt, így a boxot már nem tudtuk Önnek bérbe adni.`,
      'A teljes összeget visszautaltuk a kártyájára. Bankjától függően néhány munkanap is eltelhet, mire megjelenik a számláján.',
    ],
    after: 'Új rendelést bármikor leadhat.',
  },
  freeBox: {
    subject: (p) => `Szabad box a(z) ${p.warehouseName} raktárban`,
    lines: (p) => [
      `Jó hír: a(z) ${p.warehouseName} raktárban felszabadult egy box, amelyre várt.`,
      'A boxot az kapja, aki elsőként megrendeli, ezért ne várjon sokáig.',
    ],
    action: 'Szabad boxok megtekintése',
    after: 'Egyszeri értesítést kért; erről több üzenetet nem küldünk.',
  },
  terminationConfirmed: {
    subject: (p) => `Megkaptuk felmondását – ${p.termination!.contractNumber} számú szerződés`,
    lines: ({ termination: t }) => [
      `Megkaptuk felmondását a következő bérleti szerződésre: ${t!.contractNumber}, ${t!.boxName} box, ${t!.warehouse}.`,
      `A bérlet utolsó napja: ${t!.lastDay} Kérjük, eddig a napig ürítse ki és takarítsa ki a boxot, és vegye le saját lakatját, ha használt ilyet.`,
      'Amint a box üres, erősítse meg ezt a Szerződéseim oldalon: a szerződés ezután akár már a következő napon megszűnhet.',
      t!.forfeited
        ? `A bérleti díj ${t!.forfeited.to} napig ki van fizetve. Ahogy a felmondáskor tudomásul vette, a ${t!.forfeited.from} – ${t!.forfeited.to} időszakra kifizetett bérleti díjat nem térítjük vissza.`
        : 'Az utolsó nap utáni időszakra már kifizetett bérleti díjat nem térítjük vissza.',
    ],
    action: 'Szerződésem megtekintése',
  },
  paymentAnnounced: {
    subject: (p) => `Közelgő kártyás terhelés – ${p.rent!.contractNumber} számú szerződés`,
    lines: ({ rent: r }) => [
      `${r!.day} napon ${r!.amount} összeget terhelünk arra a bankkártyára, amellyel fizetett. Ez a(z) ${r!.boxName} box (${r!.warehouse}) bérleti díja a(z) ${r!.contractNumber} számú szerződés alapján, a következő időszakra: ${r!.periodFrom} – ${r!.periodTo}`,
      'Önnek nincs teendője. Ha időközben kártyát cserélt, vagy a kártyája lejárt, a bérleti díjat a kiállítása után maga is kifizetheti a Bérleti díjaim oldalon.',
    ],
    action: 'Bérleti díjaim megtekintése',
  },
  rentPaid: {
    subject: (p) => `Bérleti díj kifizetve – ${p.rent!.contractNumber} számú szerződés`,
    lines: ({ rent: r }) => [
      `A(z) ${r!.contractNumber} számú szerződés alapján ${r!.amount} összeget terheltünk bankkártyájára a(z) ${r!.boxName} box (${r!.warehouse}) bérleti díjaként, a következő időszakra: ${r!.periodFrom} – ${r!.periodTo}`,
      `A(z) ${r!.invoiceNumber} számú számlát a Bérleti díjaim oldalon találja.`,
    ],
    action: 'Bérleti díjaim megtekintése',
  },
  rentPaymentFailed: {
    subject: (p) => `Sikertelen kártyás terhelés – ${p.rent!.contractNumber} számú szerződés`,
    lines: ({ rent: r }) => [
      `Nem sikerült megterhelnünk bankkártyáját a(z) ${r!.boxName} box (${r!.warehouse}) bérleti díjával (${r!.contractNumber} számú szerződés). Összeg: ${r!.amount}, időszak: ${r!.periodFrom} – ${r!.periodTo}, esedékesség: ${r!.day}`,
      'Kérjük, fizesse ki a díjat a Bérleti díjaim oldalon, a Fizetés gombbal.',
      'A box egyelőre továbbra is hozzáférhető. A kifizetetlen bérleti díjról emlékeztetőt küldünk, néhány nap elteltével pedig a box zárjai nem nyílnak, amíg a díjat ki nem fizeti.',
    ],
    action: 'Fizetés a Bérleti díjaim oldalon',
  },
  rentOverdue: {
    subject: (p) => `Fizetési emlékeztető – ${p.rent!.contractNumber} számú szerződés`,
    lines: ({ rent: r, overdue: o }) => [
      `Ez a(z) ${o!.step}. emlékeztetőnk. A(z) ${r!.boxName} box (${r!.warehouse}) bérleti díja (${r!.contractNumber} számú szerződés) még nincs kifizetve. Összeg: ${r!.amount}, időszak: ${r!.periodFrom} – ${r!.periodTo}, esedékesség: ${r!.day}, késedelem: ${days(o!.daysOverdue)}.`,
      ...(o!.accessBlocked
        ? ['A boxhoz való hozzáférést a bérleti díj kifizetéséig letiltottuk; a fizetés után azonnal visszaállítjuk.']
        : o!.accessBlockedFrom
          ? [
              `Ha a díj kifizetetlen marad, a box zárjai a következő naptól kezdve nem nyílnak ki: ${o!.accessBlockedFrom}`,
            ]
          : []),
      'A díjat a Bérleti díjaim oldalon, a Fizetés gombbal fizetheti ki.',
    ],
    action: 'Fizetés a Bérleti díjaim oldalon',
    after: 'Ha már kifizette, kérjük, tekintse tárgytalannak ezt az üzenetet.',
  },
  contractEnding: {
    subject: (p) => `Hamarosan véget ér a(z) ${p.termination!.contractNumber} számú szerződése`,
    lines: ({ termination: t, ending: e }) => [
      `A(z) ${t!.boxName} box (${t!.warehouse}) bérletére szóló, ${t!.contractNumber} számú szerződése ${t!.lastDay} napon ér véget, azaz ${e!.daysLeft === 1 ? 'holnap' : `${days(e!.daysLeft)} múlva`}.`,
      e!.evictionConfirmed
        ? 'Köszönjük, hogy megerősítette: a box üres. További teendője nincs.'
        : 'Kérjük, eddig a napig ürítse ki és takarítsa ki a boxot, vegye le saját lakatját, ha használt ilyet, majd erősítse meg a Szerződéseim oldalon, hogy a box üres.',
    ],
    action: 'Szerződésem megtekintése',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} megosztja Önnel a(z) ${p.boxShare!.boxName} boxot`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} megosztja Önnel a(z) ${s!.boxName} boxot a(z) ${s!.warehouse} raktárban (${s!.address}).`,
      'Bejelentkezés után a boxot a Boxaim részben találja: onnan nyithatja a raktár bejáratát és a boxot, és ott látja a zár kódját.',
    ],
    action: 'Boxaim megtekintése',
    after:
      'A box bérlője bármikor megszüntetheti a megosztást, és az a szerződésével együtt is megszűnik. Ha nem várta ezt az e-mailt, nyugodtan hagyja figyelmen kívül.',
  },
  unlockTokenGranted: {
    subject: (p) => `Hozzáférés: ${p.unlockGrant!.warehouse} raktár`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} hozzáférést küld Önnek: ${g!.warehouse} raktár, ${g!.address}${g!.boxName ? `, valamint ${g!.boxName} box` : ''}.`,
      `A link ${g!.validFrom} és ${g!.validTo} között érvényes (a raktár helyi ideje szerint).`,
      'Amikor a raktárnál van, nyissa meg a linket a telefonján, és engedélyezze a helymeghatározást: a zárak csak a raktár közelében nyílnak.',
      'Ne adja tovább a linket: akinél megvan, ebben az időszakban kinyithatja a zárakat.',
    ],
    action: 'Zárak nyitása',
    after:
      'A hozzáférést a küldője bármikor visszavonhatja. Ha nem várta ezt az e-mailt, nyugodtan hagyja figyelmen kívül.',
  },
};
