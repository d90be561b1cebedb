import type { Replies } from './types';

export const uk: Replies = {
  sizes: {
    XS: 'бокси XS (до 1 м²)',
    SMALL: 'малі бокси (1–3 м²)',
    MEDIUM: 'середні бокси (3–6 м²)',
    LARGE: 'великі бокси (понад 6 м²)',
  },
  features: {
    barrierFreeEntrance: 'безбар’єрний вхід',
    nonstopEntry: 'цілодобовий доступ',
    heating: 'опалення',
    parking: 'паркування',
    smart: 'смарт-замки, що відчиняються в браузері',
    videoMonitoring: 'відеоспостереження',
    firstMonthFree: 'перший місяць безкоштовно',
    starterPackage: 'стартовий пакет',
  },
  nearestIntro: (place, size) =>
    `Найближчі склади, де є вільні ${size ?? 'бокси'}${place ? ` (район: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: вільних ${w.free}${w.priceFrom ? `, від ${w.priceFrom} на місяць` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `Наразі я не знайшов складу, де є вільні ${size ?? 'бокси'}${place ? ` (район: ${place})` : ''}. Спробуйте інший розмір або місто на /boxes.`,
  needPlace: (link) =>
    `Будь ласка, напишіть місто (наприклад, «найближчий склад у Братиславі») або дозвольте доступ до Вашого місцезнаходження, і я знайду найближчі склади. Шукати можна також на ${link}.`,
  needWarehouse: (link) =>
    `Який склад чи місто Ви маєте на увазі? Напишіть його (наприклад, «Кошице»), і я відповім; список складів — на ${link}.`,
  yourLocation: 'Ваше місцезнаходження',
  priceLine: (w) =>
    `${w.name}: ${w.size} коштують ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} на місяць (вільних ${w.free}). ${w.link}`,
  priceNone: (w) => `${w.name}: немає такого розміру (${w.size}). ${w.link}`,
  priceNote: 'Ціни вказано з ПДВ.',
  hoursNonstop: (name, text) =>
    `${name}: цілодобовий доступ, 24 години на добу, 7 днів на тиждень.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: доступ не цілодобовий. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} пропонує: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} наразі заповнений. На його сторінці ${link} оберіть «Повідомити мене, коли звільниться бокс», залиште e-mail, і ми напишемо Вам, коли бокс звільниться.`,
  notifyHasFree: (name, free, link) =>
    `${name} зараз має ${free} вільних боксів, тож Ви можете замовити бокс одразу на ${link}. Сповіщення про вільний бокс пропонується, коли склад заповнений.`,
  opensOn: (name, date) =>
    `${name} відкривається ${date}; бокс можна замовити вже зараз, а орендна плата нараховується з цього дня.`,
  closed: (name) => `${name} закритий і не приймає замовлень.`,
  contact: (phone, email, whatsapp) =>
    `Наш кол-центр доступний за номером ${phone} з понеділка по п’ятницю, 9:00–17:00, e-mail: ${email}${whatsapp ? `, WhatsApp: ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Вибачте, я не можу надійно відповісти на це запитання. Будь ласка, зверніться до кол-центру за номером ${phone} (з понеділка по п’ятницю, 9:00–17:00) або напишіть на ${email}.`,
};
