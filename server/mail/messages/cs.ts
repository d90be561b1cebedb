import type { MailTexts } from './types';

const pluralRules = new Intl.PluralRules('cs');
const dayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'den', few: 'dny', other: 'dní' };
/** A number of days with the noun in the form Czech asks for: 1 den, 2 dny, 5 dní. */
const days = (n: number) => `${n} ${dayForms[pluralRules.select(n)] ?? dayForms.other}`;

export const cs: MailTexts = {
  greeting: (name) => (name ? `Dobrý den, ${name},` : 'Dobrý den,'),
  signature: 'Tým Self Storage',
  linkHint: 'Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:',
  verifyEmail: {
    subject: 'Potvrďte svou e-mailovou adresu',
    lines: [
      'Děkujeme za registraci v Self Storage. Potvrďte prosím svou e-mailovou adresu, aby se váš účet aktivoval.',
    ],
    action: 'Potvrdit e-mailovou adresu',
    after: 'Odkaz platí 72 hodin. Pokud jste si účet nezaložili, můžete tento e-mail ignorovat.',
  },
  passwordReset: {
    subject: 'Obnovení hesla',
    lines: ['Obdrželi jsme žádost o obnovení hesla k vašemu účtu Self Storage.'],
    action: 'Nastavit nové heslo',
    after:
      'Odkaz platí 1 hodinu a lze jej použít jen jednou. Pokud jste o obnovení nežádali, tento e-mail ignorujte – vaše heslo zůstává beze změny.',
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
    after:
      'Odkaz platí 7 dní a lze jej použít jen jednou. Později použijte „Zapomněli jste heslo?“ na stránce přihlášení.',
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
  orderRefunded: {
    subject: (p) => `Vaše platba byla vrácena – box ${p.refund!.boxName}`,
    lines: ({ refund: r }) => [
      `Vaše platba ${r!.amount} za box ${r!.boxName}, ${r!.warehouse}, k nám dorazila až poté, co byla objednávka zrušena nebo vypršela rezervace boxu, a box vám už nemohl být pronajat.`,
      'Celou částku jsme vrátili na vaši kartu. Podle vaší banky se může na účtu objevit až za několik pracovních dní.',
    ],
    after: 'Novou objednávku můžete vytvořit kdykoli.',
  },
  freeBox: {
    subject: (p) => `Ve skladu ${p.warehouseName} je volný box`,
    lines: (p) => [
      `Dobrá zpráva: ve skladu ${p.warehouseName} se uvolnil box, na který čekáte.`,
      'Boxy dostane ten, kdo si je objedná první, proto dlouho neváhejte.',
    ],
    action: 'Zobrazit volné boxy',
    after: 'Požádali jste nás o jedno upozornění; další zprávy o tom už neposíláme.',
  },
  terminationConfirmed: {
    subject: (p) => `Výpověď smlouvy ${p.termination!.contractNumber} jsme přijali`,
    lines: ({ termination: t }) => [
      `Přijali jsme vaši výpověď nájemní smlouvy ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}.`,
      `Posledním dnem nájmu je ${t!.lastDay}. Do tohoto dne prosím box vyklizte a ukliďte a odstraňte z něj vlastní zámek, pokud jste ho používali.`,
      'Jakmile bude box prázdný, potvrďte to v sekci Moje smlouvy: smlouva pak může skončit už následující den.',
      t!.forfeited
        ? `Nájemné máte zaplacené do ${t!.forfeited.to}. Jak jste při výpovědi potvrdili, nájemné zaplacené za období ${t!.forfeited.from} – ${t!.forfeited.to} se nevrací.`
        : 'Nájemné zaplacené za dobu po posledním dni nájmu se nevrací.',
    ],
    action: 'Zobrazit mou smlouvu',
  },
  paymentAnnounced: {
    subject: (p) => `Nadcházející platba kartou – smlouva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Dne ${r!.day} strhneme z karty, kterou jste platili, částku ${r!.amount} za nájem boxu ${r!.boxName}, ${r!.warehouse}, za období ${r!.periodFrom} – ${r!.periodTo} (smlouva ${r!.contractNumber}).`,
      'Nemusíte nic dělat. Pokud jste mezitím kartu změnili nebo jí skončila platnost, můžete nájemné zaplatit sami v sekci Moje platby, jakmile bude vystaveno.',
    ],
    action: 'Zobrazit mé platby',
  },
  rentPaid: {
    subject: (p) => `Nájemné je zaplaceno – smlouva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Z vaší karty jsme strhli ${r!.amount} za nájem boxu ${r!.boxName}, ${r!.warehouse}, za období ${r!.periodFrom} – ${r!.periodTo} (smlouva ${r!.contractNumber}).`,
      `Fakturu ${r!.invoiceNumber} najdete v sekci Moje platby.`,
    ],
    action: 'Zobrazit mé platby',
  },
  rentPaymentFailed: {
    subject: (p) => `Platba kartou se nezdařila – smlouva ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `Nájemné za box ${r!.boxName}, ${r!.warehouse}, za období ${r!.periodFrom} – ${r!.periodTo} (${r!.amount}, splatné ${r!.day}, smlouva ${r!.contractNumber}) se nám z vaší karty nepodařilo strhnout.`,
      'Zaplaťte jej prosím v sekci Moje platby tlačítkem Zaplatit.',
      'Box je zatím nadále přístupný. Na nezaplacené nájemné vás upozorníme a po několika dnech se zámky vašeho boxu přestanou otevírat, dokud nebude zaplaceno.',
    ],
    action: 'Zaplatit v sekci Moje platby',
  },
  rentOverdue: {
    subject: (p) => `Upomínka: nezaplacené nájemné – smlouva ${p.rent!.contractNumber}`,
    lines: ({ rent: r, overdue: o }) => [
      `Toto je ${o!.step}. upomínka. Nájemné ${r!.amount} za box ${r!.boxName}, ${r!.warehouse}, za období ${r!.periodFrom} – ${r!.periodTo} (smlouva ${r!.contractNumber}) bylo splatné ${r!.day} a je už ${days(o!.daysOverdue)} po splatnosti.`,
      ...(o!.accessBlocked
        ? ['Přístup k vašemu boxu je zablokován, dokud nájemné nezaplatíte; ihned po zaplacení se opět odblokuje.']
        : o!.accessBlockedFrom
          ? [`Pokud zůstane nezaplaceno, zámky vašeho boxu se od ${o!.accessBlockedFrom} přestanou otevírat.`]
          : []),
      'Zaplatit jej můžete v sekci Moje platby tlačítkem Zaplatit.',
    ],
    action: 'Zaplatit v sekci Moje platby',
    after: 'Pokud jste již zaplatili, tuto zprávu prosím ignorujte.',
  },
  contractEnding: {
    subject: (p) => `Smlouva ${p.termination!.contractNumber} končí ${p.termination!.lastDay}`,
    lines: ({ termination: t, ending: e }) => [
      `Vaše nájemní smlouva ${t!.contractNumber} na box ${t!.boxName}, ${t!.warehouse}, končí ${t!.lastDay}, tedy ${e!.daysLeft === 1 ? 'zítra' : `za ${days(e!.daysLeft)}`}.`,
      e!.evictionConfirmed
        ? 'Děkujeme za potvrzení, že je box prázdný. Už nemusíte nic dělat.'
        : 'Do tohoto dne prosím box vyklizte a ukliďte a odstraňte z něj vlastní zámek, pokud jste ho používali. Poté v sekci Moje smlouvy potvrďte, že je box prázdný.',
    ],
    action: 'Zobrazit mou smlouvu',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} s vámi sdílí box ${p.boxShare!.boxName}`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} s vámi sdílí box ${s!.boxName} ve skladu ${s!.warehouse}, ${s!.address}.`,
      'Box najdete po přihlášení v části Moje boxy: odtud otevřete vstup do skladu i box a uvidíte kód zámku.',
    ],
    action: 'Zobrazit mé boxy',
    after:
      'Sdílení může nájemce boxu kdykoli zrušit a skončí i s jeho smlouvou. Pokud jste tento e-mail nečekali, můžete jej ignorovat.',
  },
  unlockTokenGranted: {
    subject: (p) => `Přístup do skladu ${p.unlockGrant!.warehouse}`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} vám posílá přístup do skladu ${g!.warehouse}, ${g!.address}${g!.boxName ? `, a k boxu ${g!.boxName}` : ''}.`,
      `Odkaz platí od ${g!.validFrom} do ${g!.validTo} (místní čas skladu).`,
      'Až budete u skladu, otevřete odkaz v telefonu a povolte mu přístup k poloze: zámky se otevřou jen v blízkosti skladu.',
      'Odkaz nikomu nepřeposílejte: kdokoli, kdo ho má, může v této době otevřít zámky.',
    ],
    action: 'Otevřít zámky',
    after:
      'Ten, kdo vám přístup poslal, ho může kdykoli zrušit. Pokud jste tento e-mail nečekali, můžete ho ignorovat.',
  },
};
