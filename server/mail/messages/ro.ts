import type { MailTexts } from './types';

export const ro: MailTexts = {
  greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
  signature: 'Echipa Self Storage',
  linkHint: 'Dacă butonul nu funcționează, copiați această adresă în browser:',
  verifyEmail: {
    subject: 'Confirmați adresa de e-mail',
    lines: ['Vă mulțumim că v-ați înregistrat la Self Storage. Vă rugăm să confirmați adresa de e-mail pentru a vă activa contul.'],
    action: 'Confirmați adresa de e-mail',
    after: 'Linkul este valabil 72 de ore. Dacă nu ați creat un cont, puteți ignora acest e-mail.',
  },
  passwordReset: {
    subject: 'Resetarea parolei',
    lines: ['Am primit o solicitare de resetare a parolei contului dumneavoastră Self Storage.'],
    action: 'Setați o parolă nouă',
    after: 'Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați solicitat resetarea, ignorați acest e-mail – parola rămâne neschimbată.',
  },
  passwordChanged: {
    subject: 'Parola a fost schimbată',
    lines: ['Parola contului dumneavoastră Self Storage tocmai a fost schimbată, iar sesiunile de pe celelalte dispozitive au fost închise.'],
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
    after: 'Linkul este valabil 7 zile și funcționează o singură dată. Ulterior folosiți „Ați uitat parola?” pe pagina de autentificare.',
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
  freeBox: {
    subject: (p) => `O boxă s-a eliberat la ${p.warehouseName}`,
    lines: (p) => [`Vești bune: la ${p.warehouseName} s-a eliberat o boxă pe care o așteptați.`, 'Boxa o primește cine comandă primul, așa că nu așteptați prea mult.'],
    action: 'Vedeți boxele libere',
    after: 'Ați cerut o singură notificare; nu vă vom mai scrie despre aceasta.',
  },
  terminationConfirmed: {
    subject: (p) => `Am primit rezilierea contractului ${p.termination!.contractNumber}`,
    lines: ({ termination: t }) => [
      `Am primit cererea dumneavoastră de reziliere a contractului de închiriere ${t!.contractNumber} pentru boxa ${t!.boxName}, ${t!.warehouse}.`,
      `Ultima zi a închirierii este ${t!.lastDay}. Vă rugăm ca până atunci să goliți și să curățați boxa și să îndepărtați lacătul propriu, dacă ați folosit unul.`,
      'După ce boxa este goală, confirmați acest lucru în secțiunea Contractele mele: contractul se poate încheia apoi chiar din ziua următoare.',
      'Chiria plătită deja pentru perioada de după ultima zi nu se rambursează.',
    ],
    action: 'Vedeți contractul',
  },
};
