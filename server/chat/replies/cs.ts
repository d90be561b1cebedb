import type { Replies } from './types';

export const cs: Replies = {
  sizes: {
    XS: 'boxy XS (do 1 m²)',
    SMALL: 'malé boxy (1–3 m²)',
    MEDIUM: 'střední boxy (3–6 m²)',
    LARGE: 'velké boxy (nad 6 m²)',
  },
  features: {
    barrierFreeEntrance: 'bezbariérový vstup',
    nonstopEntry: 'nonstop vstup',
    heating: 'vytápění',
    parking: 'parkování',
    smart: 'chytré zámky otevírané v prohlížeči',
    videoMonitoring: 'kamerový systém',
    firstMonthFree: 'první měsíc zdarma',
    starterPackage: 'startovací balíček',
  },
  nearestIntro: (place, size) =>
    `Nejbližší sklady, kde jsou volné ${size ?? 'boxy'}${place ? ` (okolí: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: volných ${w.free}${w.priceFrom ? `, od ${w.priceFrom} měsíčně` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `Momentálně jsem nenašel sklad, kde jsou volné ${size ?? 'boxy'}${place ? ` (okolí: ${place})` : ''}. Zkuste jinou velikost nebo město na /boxes.`,
  needPlace: (link) =>
    `Napište mi prosím město (například „nejbližší sklad v Brně“) nebo povolte svou polohu a najdu nejbližší sklady. Hledat můžete také na ${link}.`,
  needWarehouse: (link) =>
    `Který sklad nebo město máte na mysli? Napište ho (například „Ostrava“) a odpovím; seznam skladů je na ${link}.`,
  yourLocation: 'vaše poloha',
  priceLine: (w) =>
    `${w.name}: ${w.size} stojí ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} měsíčně (volných ${w.free}). ${w.link}`,
  priceNone: (w) => `${w.name} nemá ${w.size}. ${w.link}`,
  priceNote: 'Ceny jsou s DPH.',
  hoursNonstop: (name, text) => `${name}: vstup nonstop, 24 hodin denně, 7 dní v týdnu.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: vstup není nonstop. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} nabízí: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} je momentálně plný. Na jeho stránce ${link} zvolte „Upozornit mě, až se uvolní box“, nechte nám e-mail a napíšeme vám, až se box uvolní.`,
  notifyHasFree: (name, free, link) =>
    `${name} má teď ${free} volných boxů, takže si box můžete objednat hned na ${link}. Upozornění na uvolněný box se nabízí, když je sklad plný.`,
  opensOn: (name, date) => `${name} se otevírá ${date}; box si můžete objednat už teď a nájemné začne běžet v ten den.`,
  closed: (name) => `${name} je uzavřený a nepřijímá objednávky.`,
  contact: (phone, email, whatsapp) =>
    `Naši zákaznickou linku zastihnete na čísle ${phone} v pondělí až pátek 9:00–17:00, e-mailem na ${email}${whatsapp ? ` nebo přes WhatsApp na ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Omlouvám se, na tohle vám nedokážu spolehlivě odpovědět. Obraťte se prosím na zákaznickou linku ${phone} (pondělí až pátek 9:00–17:00) nebo napište na ${email}.`,
};
