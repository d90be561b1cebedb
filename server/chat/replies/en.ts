import type { Replies } from './types';

export const en: Replies = {
  sizes: {
    XS: 'XS boxes (up to 1 m²)',
    SMALL: 'small boxes (1–3 m²)',
    MEDIUM: 'medium boxes (3–6 m²)',
    LARGE: 'large boxes (over 6 m²)',
  },
  features: {
    barrierFreeEntrance: 'barrier-free entrance',
    nonstopEntry: 'nonstop entry',
    heating: 'heating',
    parking: 'parking',
    smart: 'smart locks opened in the browser',
    videoMonitoring: 'video monitoring',
    firstMonthFree: 'first month free',
    starterPackage: 'starter package',
  },
  nearestIntro: (place, size) => `Nearest warehouses with free ${size ?? 'boxes'}${place ? ` near ${place}` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: ${w.free} free${w.priceFrom ? `, from ${w.priceFrom} a month` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `I found no warehouse with free ${size ?? 'boxes'}${place ? ` near ${place}` : ''} right now. Try another size or town at /boxes.`,
  needPlace: (link) =>
    `Please tell me a town (for example "nearest warehouse in Brno") or allow your location, and I will find the nearest warehouses. You can also search at ${link}.`,
  needWarehouse: (link) =>
    `Which warehouse or town do you mean? Name it (for example "Žilina") and I will answer; the list of warehouses is at ${link}.`,
  yourLocation: 'you',
  priceLine: (w) =>
    `${w.name}: ${w.size} cost ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} a month (${w.free} free). ${w.link}`,
  priceNone: (w) => `${w.name} has no ${w.size}. ${w.link}`,
  priceNote: 'Prices include VAT.',
  hoursNonstop: (name, text) => `${name}: nonstop entry, 24 hours a day, 7 days a week.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: entry is not nonstop. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} offers: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} is full at the moment. On its page ${link} choose "notify me when a box is free", leave your e-mail and we write to you once a box becomes free.`,
  notifyHasFree: (name, free, link) =>
    `${name} has ${free} free boxes now, so you can order one straight away at ${link}. "Notify me when a box is free" is offered when a warehouse is full.`,
  opensOn: (name, date) => `${name} opens on ${date}; you can order a box now and the rent starts on that day.`,
  closed: (name) => `${name} is closed and takes no orders.`,
  contact: (phone, email, whatsapp) =>
    `You can reach our call centre at ${phone} on Monday to Friday, 9:00–17:00, by e-mail at ${email}${whatsapp ? ` or on WhatsApp at ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `I am sorry, I cannot answer that reliably. Please contact our call centre at ${phone} (Monday to Friday, 9:00–17:00) or write to ${email}.`,
};
