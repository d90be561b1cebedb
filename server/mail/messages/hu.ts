import type { MailTexts } from './types';

export const hu: MailTexts = {
  greeting: (name) => (name ? `Kedves ${name}!` : 'Kedves Ügyfelünk!'),
  signature: 'A Self Storage csapata',
  linkHint: 'Ha a gomb nem működik, másolja be ezt a címet a böngészőjébe:',
  verifyEmail: {
    subject: 'Erősítse meg e-mail-címét',
    lines: ['Köszönjük, hogy regisztrált a Self Storage szolgáltatásba. Kérjük, erősítse meg e-mail-címét a fiókja aktiválásához.'],
    action: 'E-mail-cím megerősítése',
    after: 'A link 72 óráig érvényes. Ha nem Ön hozta létre a fiókot, hagyja figyelmen kívül ezt az e-mailt.',
  },
  passwordReset: {
    subject: 'Jelszó visszaállítása',
    lines: ['Kérést kaptunk Self Storage-fiókja jelszavának visszaállítására.'],
    action: 'Új jelszó beállítása',
    after: 'A link 1 óráig érvényes, és csak egyszer használható. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt – jelszava változatlan marad.',
  },
  passwordChanged: {
    subject: 'Jelszava megváltozott',
    lines: ['Self Storage-fiókja jelszavát az imént megváltoztatták, a többi eszközén pedig megszüntettük a bejelentkezést.'],
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
    after: 'A link 7 napig érvényes, és egyszer használható. Később használja a bejelentkezési oldal „Elfelejtette jelszavát?” lehetőségét.',
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
  freeBox: {
    subject: (p) => `Szabad box a(z) ${p.warehouseName} raktárban`,
    lines: (p) => [`Jó hír: a(z) ${p.warehouseName} raktárban felszabadult egy box, amelyre várt.`, 'A boxot az kapja, aki elsőként megrendeli, ezért ne várjon sokáig.'],
    action: 'Szabad boxok megtekintése',
    after: 'Egyszeri értesítést kért; erről több üzenetet nem küldünk.',
  },
  terminationConfirmed: {
    subject: (p) => `Megkaptuk felmondását – ${p.termination!.contractNumber} számú szerződés`,
    lines: ({ termination: t }) => [
      `Megkaptuk felmondását a következő bérleti szerződésre: ${t!.contractNumber}, ${t!.boxName} box, ${t!.warehouse}.`,
      `A bérlet utolsó napja: ${t!.lastDay}. Kérjük, eddig a napig ürítse ki és takarítsa ki a boxot, és vegye le saját lakatját, ha használt ilyet.`,
      'Amint a box üres, erősítse meg ezt a Szerződéseim oldalon: a szerződés ezután akár már a következő napon megszűnhet.',
      'Az utolsó nap utáni időszakra már kifizetett bérleti díjat nem térítjük vissza.',
    ],
    action: 'Szerződésem megtekintése',
  },
};
