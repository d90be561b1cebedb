import type { Replies } from './types';

export const ro: Replies = {
  sizes: {
    XS: 'boxe XS (până la 1 m²)',
    SMALL: 'boxe mici (1–3 m²)',
    MEDIUM: 'boxe medii (3–6 m²)',
    LARGE: 'boxe mari (peste 6 m²)',
  },
  features: {
    barrierFreeEntrance: 'intrare fără bariere',
    nonstopEntry: 'acces nonstop',
    heating: 'încălzire',
    parking: 'parcare',
    smart: 'încuietori inteligente deschise din browser',
    videoMonitoring: 'supraveghere video',
    firstMonthFree: 'prima lună gratuită',
    starterPackage: 'pachet de start',
  },
  nearestIntro: (place, size) =>
    `Cele mai apropiate depozite cu ${size ?? 'boxe'} libere${place ? ` (zona: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: ${w.free} libere${w.priceFrom ? `, de la ${w.priceFrom} pe lună` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `Momentan nu am găsit niciun depozit cu ${size ?? 'boxe'} libere${place ? ` (zona: ${place})` : ''}. Încercați altă mărime sau alt oraș pe /boxes.`,
  needPlace: (link) =>
    `Vă rog să-mi spuneți un oraș (de exemplu „cel mai apropiat depozit din Cluj”) sau să permiteți accesul la locație și găsesc cele mai apropiate depozite. Puteți căuta și pe ${link}.`,
  needWarehouse: (link) =>
    `La ce depozit sau oraș vă referiți? Scrieți-l (de exemplu „Timișoara”) și vă răspund; lista depozitelor este pe ${link}.`,
  yourLocation: 'locația dumneavoastră',
  priceLine: (w) =>
    `${w.name}: ${w.size} costă ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} pe lună (${w.free} libere). ${w.link}`,
  priceNone: (w) => `${w.name} nu are ${w.size}. ${w.link}`,
  priceNote: 'Prețurile includ TVA.',
  hoursNonstop: (name, text) => `${name}: acces nonstop, 24 de ore din 24, 7 zile din 7.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: accesul nu este nonstop. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} oferă: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} este plin momentan. Pe pagina lui ${link} alegeți „Anunțați-mă când se eliberează o boxă”, lăsați adresa de e-mail și vă scriem când se eliberează o boxă.`,
  notifyHasFree: (name, free, link) =>
    `${name} are acum ${free} boxe libere, deci puteți comanda imediat pe ${link}. Notificarea pentru o boxă liberă este oferită când depozitul este plin.`,
  opensOn: (name, date) =>
    `${name} se deschide pe ${date}; puteți comanda o boxă de acum, iar chiria începe din acea zi.`,
  closed: (name) => `${name} este închis și nu primește comenzi.`,
  contact: (phone, email, whatsapp) =>
    `Centrul nostru de asistență vă stă la dispoziție la ${phone} de luni până vineri, 9:00–17:00, prin e-mail la ${email}${whatsapp ? ` sau pe WhatsApp la ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Îmi pare rău, nu vă pot răspunde cu siguranță la această întrebare. Vă rugăm să contactați centrul de asistență la ${phone} (luni–vineri, 9:00–17:00) sau să scrieți la ${email}.`,
};
