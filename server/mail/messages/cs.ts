import type { MailTexts } from './types';

export const cs: MailTexts = {
  greeting: (name) => (name ? `Dobrý den, ${name},` : 'Dobrý den,'),
  signature: 'Tým Self Storage',
  linkHint: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
  verifyEmail: {
    subject: 'Potvrďte svou e-mailovou adresu',
    lines: ['Děkujeme za registraci v Self Storage. Potvrďte prosím svou e-mailovou adresu, aby se váš účet aktivoval.'],
    action: 'Potvrdit e-mailovou adresu',
    after: 'Odkaz platí 72 hodin. Pokud jste si účet nezaložili, můžete tento e-mail ignorovat.',
  },
  passwordReset: {
    subject: 'Obnovení hesla',
    lines: ['Obdrželi jsme žádost o obnovení hesla k vašemu účtu Self Storage.'],
    action: 'Nastavit nové heslo',
    after: 'Odkaz platí 1 hodinu a lze jej použít jen jednou. Pokud jste o obnovení nežádali, tento e-mail ignorujte – vaše heslo zůstává beze změny.',
  },
  passwordChanged: {
    subject: 'Vaše heslo bylo změněno',
    lines: ['Heslo k vašemu účtu Self Storage bylo právě změněno a přihlášení na ostatních zařízeních byla ukončena.'],
    action: 'Tuto změnu nepoznávám – obnovit heslo',
    after: 'Pokud jste heslo změnili vy, nemusíte nic dělat.',
  },
  accountRemoved: {
    subject: 'Váš účet byl zrušen',
    lines: [
      'Váš účet Self Storage byl zrušen a vaše osobní údaje byly vymazány.',
      'Uchováváme pouze záznamy, které nám ukládají daňové předpisy (faktury).',
    ],
    after: 'Děkujeme, že jste využívali Self Storage.',
  },
};
