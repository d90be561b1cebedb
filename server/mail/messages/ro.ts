import type { MailTexts } from './types';

const pluralRules = new Intl.PluralRules('ro');
const dayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'zi', few: 'zile', other: 'de zile' };
/** A number of days with the noun in the form Romanian asks for: 1 zi, 5 zile, 20 de zile. */
const days = (n: number) => `${n} ${dayForms[pluralRules.select(n)] ?? dayForms.other}`;

export const ro: MailTexts = {
  greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
  signature: 'Echipa Self Storage',
  linkHint: 'Dacă butonul nu funcționează, copiați această adresă în browser:',
  verifyEmail: {
    subject: 'Confirmați adresa de e-mail',
    lines: [
      'Vă mulțumim că v-ați înregistrat la Self Storage. Vă rugăm să confirmați adresa de e-mail pentru a vă activa contul.',
    ],
    action: 'Confirmați adresa de e-mail',
    after: 'Linkul este valabil 72 de ore. Dacă nu ați creat un cont, puteți ignora acest e-mail.',
  },
  passwordReset: {
    subject: 'Resetarea parolei',
    lines: ['Am primit o solicitare de resetare a parolei contului dumneavoastră Self Storage.'],
    action: 'Setați o parolă nouă',
    after:
      'Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați solicitat resetarea, ignorați acest e-mail – parola rămâne neschimbată.',
  },
  passwordChanged: {
    subject: 'Parola a fost schimbată',
    lines: [
      'Parola contului dumneavoastră Self Storage tocmai a fost schimbată, iar sesiunile de pe celelalte dispozitive au fost închise.',
    ],
    action: 'Nu recunosc această modificare – resetați parola',
    after: 'Dacă ați schimbat-o dumneavoastră, nu trebuie să faceți nimic.',
  },
  accountRemoved: {
    subject: 'Contul dumneavoastră a fost închis',
    lines: [
      'Contul dumneavoastră Self Storage a fost închis, iar datele personale au fost șterse.',
      'Păstrăm doar evidențele impuse de legislația fiscală (facturile).',
    ],
    after: 'Vă mulțumim că ați folosit Self Storage.',
  },
  setPassword: {
    subject: 'Setați-vă parola',
    lines: [
      'La plasarea comenzii v-am creat un cont Self Storage cu această adresă de e-mail.',
      'Setați o parolă pentru a vă autentifica, a vedea contractele și facturile și a deschide boxa din aplicație.',
    ],
    action: 'Setați parola',
    after:
      'Linkul este valabil 7 zile și funcționează o singură dată. Ulterior folosiți „Ați uitat parola?” pe pagina de autentificare.',
  },
  orderConfirmed: {
    subject: (p) => `Boxa dumneavoastră ${p.order!.boxName} este pregătită – contract ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Vă mulțumim pentru comandă. Am primit plata, iar contractul de închiriere ${o!.contractNumber} este activ.`,
      `Boxa ${o!.boxName}, ${o!.warehouse}, ${o!.address}. Închirierea începe la ${o!.rentStart}.`,
      `Codul încuietorii: ${o!.lockCode}${o!.accessCode ? ` · cod de acces: ${o!.accessCode}` : ''}`,
      `Atașat găsiți contractul de închiriere și factura ${o!.invoiceNumber} (plătită, ${o!.amount}).`,
      `Plata cu cardul a fost procesată de ${o!.paymentProvider}.`,
      'Păstrați codurile pentru dumneavoastră: oricine le cunoaște vă poate deschide boxa.',
    ],
    action: 'Vedeți contractul',
  },
  orderRefunded: {
    subject: (p) => `Plata dumneavoastră a fost rambursată – boxa ${p.refund!.boxName}`,
    lines: ({ refund: r }) => [
      `Plata dumneavoastră de ${r!.amount} pentru boxa ${r!.boxName}, ${r!.warehouse}, ne-a parvenit abia după ce comanda a fost anulată sau rezervarea boxei a expirat, iar boxa nu vă mai putea fi închiriată.`,
      'Am rambursat întreaga sumă pe cardul dumneavoastră. În funcție de bancă, poate dura câteva zile lucrătoare până apare în cont.',
    ],
    after: 'Puteți plasa oricând o comandă nouă.',
  },
  freeBox: {
    subject: (p) => `O boxă s-a eliberat la ${p.warehouseName}`,
    lines: (p) => [
      `Vești bune: la ${p.warehouseName} s-a eliberat o boxă pe care o așteptați.`,
      'Boxa o primește cine comandă primul, așa că nu așteptați prea mult.',
    ],
    action: 'Vedeți boxele libere',
    after: 'Ați cerut o singură notificare; nu vă vom mai scrie despre aceasta.',
  },
  terminationConfirmed: {
    subject: (p) => `Am primit rezilierea contractului ${p.termination!.contractNumber}`,
    lines: ({ termination: t }) => [
      `Am primit cererea dumneavoastră de reziliere a contractului de închiriere ${t!.contractNumber} pentru boxa ${t!.boxName}, ${t!.warehouse}.`,
      `Ultima zi a închirierii este ${t!.lastDay}. Vă rugăm ca până atunci să goliți și să curățați boxa și să îndepărtați lacătul propriu, dacă ați folosit unul.`,
      'După ce boxa este goală, confirmați acest lucru în secțiunea Contractele mele: contractul se poate încheia apoi chiar din ziua următoare.',
      t!.forfeited
        ? `Chiria este plătită până la ${t!.forfeited.to}. Așa cum ați confirmat la reziliere, chiria plătită pentru perioada ${t!.forfeited.from} – ${t!.forfeited.to} nu se rambursează.`
        : 'Chiria plătită deja pentru perioada de după ultima zi nu se rambursează.',
    ],
    action: 'Vedeți contractul',
  },
  paymentAnnounced: {
    subject: (p) => `Plată cu cardul programată – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `În data de ${r!.day} vom debita suma de ${r!.amount} de pe cardul cu care ați plătit, pentru chiria boxei ${r!.boxName}, ${r!.warehouse}, aferentă perioadei ${r!.periodFrom} – ${r!.periodTo} (contract ${r!.contractNumber}).`,
      'Nu trebuie să faceți nimic. Dacă ați schimbat cardul sau acesta a expirat, puteți plăti chiria chiar dumneavoastră în secțiunea Chiriile mele, imediat ce este emisă.',
    ],
    action: 'Vedeți chiriile mele',
  },
  rentPaid: {
    subject: (p) => `Chiria a fost plătită – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Am debitat suma de ${r!.amount} de pe cardul dumneavoastră pentru chiria boxei ${r!.boxName}, ${r!.warehouse}, aferentă perioadei ${r!.periodFrom} – ${r!.periodTo} (contract ${r!.contractNumber}).`,
      `Factura ${r!.invoiceNumber} este disponibilă în secțiunea Chiriile mele.`,
    ],
    action: 'Vedeți chiriile mele',
  },
  rentPaymentFailed: {
    subject: (p) => `Plata cu cardul nu a reușit – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Nu am putut debita cardul dumneavoastră pentru chiria boxei ${r!.boxName}, ${r!.warehouse}, aferentă perioadei ${r!.periodFrom} – ${r!.periodTo} (${r!.amount}, scadentă la ${r!.day}, contract ${r!.contractNumber}).`,
      'Vă rugăm să o plătiți în secțiunea Chiriile mele, cu butonul Plătiți.',
      'Deocamdată boxa rămâne accesibilă. Vă vom reaminti de chiria neachitată, iar după câteva zile încuietorile boxei nu se vor mai deschide până la achitarea ei.',
    ],
    action: 'Plătiți în Chiriile mele',
  },
  rentOverdue: {
    subject: (p) => `Reamintire: chirie neachitată – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r, overdue: o }) => [
      `Aceasta este reamintirea nr. ${o!.step}. Chiria de ${r!.amount} pentru boxa ${r!.boxName}, ${r!.warehouse}, aferentă perioadei ${r!.periodFrom} – ${r!.periodTo} (contract ${r!.contractNumber}), scadentă la ${r!.day}, este restantă de ${days(o!.daysOverdue)}.`,
      ...(o!.accessBlocked
        ? ['Accesul la boxa dumneavoastră este blocat până la plata chiriei; se deblochează imediat după plată.']
        : o!.accessBlockedFrom
          ? [
              `Dacă chiria rămâne neachitată, începând cu ${o!.accessBlockedFrom} încuietorile boxei nu se vor mai deschide.`,
            ]
          : []),
      'O puteți plăti în secțiunea Chiriile mele, cu butonul Plătiți.',
    ],
    action: 'Plătiți în Chiriile mele',
    after: 'Dacă ați plătit deja, vă rugăm să ignorați acest mesaj.',
  },
  contractEnding: {
    subject: (p) => `Contractul ${p.termination!.contractNumber} se încheie la ${p.termination!.lastDay}`,
    lines: ({ termination: t, ending: e }) => [
      `Contractul dumneavoastră de închiriere ${t!.contractNumber} pentru boxa ${t!.boxName}, ${t!.warehouse}, se încheie la ${t!.lastDay}, adică ${e!.daysLeft === 1 ? 'mâine' : `peste ${days(e!.daysLeft)}`}.`,
      e!.evictionConfirmed
        ? 'Vă mulțumim că ați confirmat că boxa este goală. Nu mai trebuie să faceți nimic.'
        : 'Vă rugăm ca până atunci să goliți și să curățați boxa și să îndepărtați lacătul propriu, dacă ați folosit unul, apoi să confirmați în secțiunea Contractele mele că boxa este goală.',
    ],
    action: 'Vedeți contractul',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} vă partajează boxa ${p.boxShare!.boxName}`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} vă partajează boxa ${s!.boxName} din depozitul ${s!.warehouse}, ${s!.address}.`,
      'După autentificare, găsiți boxa în secțiunea Boxele mele: de acolo deschideți intrarea în depozit și boxa și vedeți codul lacătului.',
    ],
    action: 'Vedeți boxele mele',
    after:
      'Chiriașul boxei poate anula oricând partajarea, iar aceasta se încheie și odată cu contractul său. Dacă nu vă așteptați la acest e-mail, îl puteți ignora.',
  },
  unlockTokenGranted: {
    subject: (p) => `Acces la depozitul ${p.unlockGrant!.warehouse}`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} vă trimite acces la depozitul ${g!.warehouse}, ${g!.address}${g!.boxName ? `, și la boxa ${g!.boxName}` : ''}.`,
      `Linkul este valabil de la ${g!.validFrom} până la ${g!.validTo} (ora locală a depozitului).`,
      'Când sunteți la depozit, deschideți linkul pe telefon și permiteți accesul la locație: încuietorile se deschid doar în apropierea depozitului.',
      'Nu transmiteți linkul altcuiva: oricine îl are poate deschide încuietorile în acest interval.',
    ],
    action: 'Deschideți încuietorile',
    after:
      'Persoana care v-a trimis accesul îl poate retrage oricând. Dacă nu așteptați acest e-mail, îl puteți ignora.',
  },
};
