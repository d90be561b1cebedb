import type { MailTexts } from './types';

export const ro: MailTexts = {
  greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
  signature: 'Echipa Self Storage',
  linkHint: 'Dacă butonul nu funcționează, copiați această adresă în browser:',
  verifyEmail: {
    subject: 'Confirmați adresa de e-mail',
    lines: ['Vă mulțumim că v-ați înregistrat la Self Storage. Vă rugăm să confirmați adresa de e-mail pentru a vă activa contul.'],
    action: 'Confirmă adresa de e-mail',
    after: 'Linkul este valabil 72 de ore. Dacă nu ați creat un cont, puteți ignora acest e-mail.',
  },
  passwordReset: {
    subject: 'Resetarea parolei',
    lines: ['Am primit o solicitare de resetare a parolei contului dumneavoastră Self Storage.'],
    action: 'Setează o parolă nouă',
    after: 'Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați solicitat resetarea, ignorați acest e-mail – parola rămâne neschimbată.',
  },
  passwordChanged: {
    subject: 'Parola a fost schimbată',
    lines: ['Parola contului dumneavoastră Self Storage tocmai a fost schimbată, iar sesiunile de pe celelalte dispozitive au fost închise.'],
    action: 'Nu recunosc această modificare – resetează parola',
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
};
