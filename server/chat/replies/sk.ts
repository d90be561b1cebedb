import type { Replies } from './types';

export const sk: Replies = {
  sizes: {
    XS: 'boxy XS (do 1 m²)',
    SMALL: 'malé boxy (1–3 m²)',
    MEDIUM: 'stredné boxy (3–6 m²)',
    LARGE: 'veľké boxy (nad 6 m²)',
  },
  features: {
    barrierFreeEntrance: 'bezbariérový vstup',
    nonstopEntry: 'nonstop vstup',
    heating: 'kúrenie',
    parking: 'parkovanie',
    smart: 'smart zámky otvárané v prehliadači',
    videoMonitoring: 'kamerový systém',
    firstMonthFree: 'prvý mesiac zadarmo',
    starterPackage: 'štartovací balíček',
  },
  nearestIntro: (place, size) =>
    `Najbližšie sklady, kde sú voľné ${size ?? 'boxy'}${place ? ` (okolie: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: voľných ${w.free}${w.priceFrom ? `, od ${w.priceFrom} mesačne` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `Momentálne som nenašiel sklad, kde sú voľné ${size ?? 'boxy'}${place ? ` (okolie: ${place})` : ''}. Skúste inú veľkosť alebo mesto na /boxes.`,
  needPlace: (link) =>
    `Napíšte mi, prosím, mesto (napríklad „najbližší sklad v Brne“) alebo povoľte svoju polohu a nájdem najbližšie sklady. Hľadať môžete aj na ${link}.`,
  needWarehouse: (link) =>
    `Ktorý sklad alebo mesto máte na mysli? Napíšte ho (napríklad „Žilina“) a odpoviem; zoznam skladov je na ${link}.`,
  yourLocation: 'vaša poloha',
  priceLine: (w) =>
    `${w.name}: ${w.size} stoja ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} mesačne (voľných ${w.free}). ${w.link}`,
  priceNone: (w) => `${w.name} nemá ${w.size}. ${w.link}`,
  priceNote: 'Ceny sú s DPH.',
  hoursNonstop: (name, text) => `${name}: vstup nonstop, 24 hodín denne, 7 dní v týždni.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: vstup nie je nonstop. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} ponúka: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} je momentálne plný. Na jeho stránke ${link} zvoľte „Upozorniť ma, keď sa uvoľní box“, nechajte nám e-mail a napíšeme vám, keď sa box uvoľní.`,
  notifyHasFree: (name, free, link) =>
    `${name} má teraz ${free} voľných boxov, takže si box môžete objednať hneď na ${link}. Upozornenie na uvoľnený box sa ponúka, keď je sklad plný.`,
  opensOn: (name, date) =>
    `${name} sa otvára ${date}; box si môžete objednať už teraz a nájomné začne plynúť v ten deň.`,
  closed: (name) => `${name} je zatvorený a neprijíma objednávky.`,
  contact: (phone, email, whatsapp) =>
    `Našu zákaznícku linku zastihnete na čísle ${phone} v pondelok až piatok 9:00–17:00, e-mailom na ${email}${whatsapp ? ` alebo cez WhatsApp na ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Prepáčte, na toto vám neviem spoľahlivo odpovedať. Obráťte sa, prosím, na zákaznícku linku ${phone} (pondelok až piatok 9:00–17:00) alebo napíšte na ${email}.`,
};
