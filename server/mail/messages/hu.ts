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
};
