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
};
