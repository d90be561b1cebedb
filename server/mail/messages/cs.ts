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
  setPassword: {
    subject: 'Nastavte si heslo ke svému účtu',
    lines: [
      'Při vaší objednávce jsme vám vytvořili účet Self Storage s touto e-mailovou adresou.',
      'Nastavte si heslo, abyste se mohli přihlásit, vidět své smlouvy a faktury a otevírat box v aplikaci.',
    ],
    action: 'Nastavit heslo',
    after: 'Odkaz platí 7 dní a lze jej použít jen jednou. Později použijte „Zapomněli jste heslo?“ na stránce přihlášení.',
  },
  orderConfirmed: {
    subject: (p) => `Váš box ${p.order!.boxName} je připraven – smlouva ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Děkujeme za objednávku. Platbu jsme přijali a vaše nájemní smlouva ${o!.contractNumber} je aktivní.`,
      `Box ${o!.boxName}, ${o!.warehouse}, ${o!.address}. Nájem začíná ${o!.rentStart}.`,
      `Kód vašeho zámku: ${o!.lockCode}${o!.accessCode ? ` · kód vstupu: ${o!.accessCode}` : ''}`,
      `V příloze najdete nájemní smlouvu a fakturu ${o!.invoiceNumber} (uhrazena, ${o!.amount}).`,
      `Platbu kartou zpracovala společnost ${o!.paymentProvider}.`,
      'Kódy si nechte pro sebe: kdokoli, kdo je zná, může váš box otevřít.',
    ],
    action: 'Zobrazit mou smlouvu',
  },
  freeBox: {
    subject: (p) => `Ve skladu ${p.warehouseName} je volný box`,
    lines: (p) => [`Dobrá zpráva: ve skladu ${p.warehouseName} se uvolnil box, na který čekáte.`, 'Boxy dostane ten, kdo si je objedná první, proto dlouho neváhejte.'],
    action: 'Zobrazit volné boxy',
    after: 'Požádali jste nás o jedno upozornění; další zprávy o tom už neposíláme.',
  },
  terminationConfirmed: {
    subject: (p) => `Výpověď smlouvy ${p.termination!.contractNumber} jsme přijali`,
    lines: ({ termination: t }) => [
      `Přijali jsme vaši výpověď nájemní smlouvy ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}.`,
      `Posledním dnem nájmu je ${t!.lastDay}. Do tohoto dne prosím box vyklizte a ukliďte a odstraňte z něj vlastní zámek, pokud jste ho používali.`,
      'Jakmile bude box prázdný, potvrďte to v sekci Moje smlouvy: smlouva pak může skončit už následující den.',
      'Nájemné zaplacené za dobu po posledním dni nájmu se nevrací.',
    ],
    action: 'Zobrazit mou smlouvu',
  },
};
