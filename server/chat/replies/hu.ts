import type { Replies } from './types';

export const hu: Replies = {
  sizes: {
    XS: 'XS boxok (1 m²-ig)',
    SMALL: 'kis boxok (1–3 m²)',
    MEDIUM: 'közepes boxok (3–6 m²)',
    LARGE: 'nagy boxok (6 m² felett)',
  },
  features: {
    barrierFreeEntrance: 'akadálymentes bejárat',
    nonstopEntry: 'éjjel-nappali bejárás',
    heating: 'fűtés',
    parking: 'parkolás',
    smart: 'böngészőből nyitható okoszárak',
    videoMonitoring: 'kamerás megfigyelés',
    firstMonthFree: 'első hónap ingyen',
    starterPackage: 'kezdőcsomag',
  },
  nearestIntro: (place, size) =>
    `A legközelebbi raktárak szabad ${size ?? 'boxokkal'}${place ? ` (környék: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: ${w.free} szabad${w.priceFrom ? `, havonta ${w.priceFrom}-tól` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `Jelenleg nem találtam raktárat szabad ${size ?? 'boxokkal'}${place ? ` (környék: ${place})` : ''}. Próbáljon más méretet vagy várost a /boxes oldalon.`,
  needPlace: (link) =>
    `Kérem, adjon meg egy várost (például „legközelebbi raktár Budapesten”), vagy engedélyezze a helymeghatározást, és megkeresem a legközelebbi raktárakat. Keresni a ${link} oldalon is tud.`,
  needWarehouse: (link) =>
    `Melyik raktárra vagy városra gondol? Adja meg (például „Debrecen”), és válaszolok; a raktárak listája a ${link} oldalon van.`,
  yourLocation: 'az Ön helyzete',
  priceLine: (w) =>
    `${w.name}: ${w.size} ára havonta ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} (${w.free} szabad). ${w.link}`,
  priceNone: (w) => `${w.name}: nincsenek ${w.size}. ${w.link}`,
  priceNote: 'Az árak áfával értendők.',
  hoursNonstop: (name, text) => `${name}: éjjel-nappal bejárható, a hét minden napján.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: nem bejárható éjjel-nappal. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} kínálata: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} jelenleg megtelt. Az oldalán (${link}) válassza az „Értesítsen, ha felszabadul egy box” lehetőséget, adja meg e-mail-címét, és írunk, amikor egy box felszabadul.`,
  notifyHasFree: (name, free, link) =>
    `${name} raktárban most ${free} szabad box van, így azonnal rendelhet a ${link} oldalon. Az értesítést akkor kínáljuk, ha a raktár megtelt.`,
  opensOn: (name, date) => `${name} ${date}-án nyit; boxot már most rendelhet, a bérleti díj attól a naptól számít.`,
  closed: (name) => `${name} bezárt, nem fogad rendelést.`,
  contact: (phone, email, whatsapp) =>
    `Ügyfélszolgálatunk a ${phone} számon érhető el hétfőtől péntekig 9:00–17:00 között, e-mailben: ${email}${whatsapp ? `, WhatsAppon: ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Elnézést, erre nem tudok megbízhatóan válaszolni. Kérem, forduljon ügyfélszolgálatunkhoz a ${phone} számon (hétfőtől péntekig 9:00–17:00), vagy írjon a ${email} címre.`,
};
