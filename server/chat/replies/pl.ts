import type { Replies } from './types';

export const pl: Replies = {
  sizes: {
    XS: 'boksy XS (do 1 m²)',
    SMALL: 'małe boksy (1–3 m²)',
    MEDIUM: 'średnie boksy (3–6 m²)',
    LARGE: 'duże boksy (powyżej 6 m²)',
  },
  features: {
    barrierFreeEntrance: 'wejście bez barier',
    nonstopEntry: 'dostęp całodobowy',
    heating: 'ogrzewanie',
    parking: 'parking',
    smart: 'inteligentne zamki otwierane w przeglądarce',
    videoMonitoring: 'monitoring wideo',
    firstMonthFree: 'pierwszy miesiąc gratis',
    starterPackage: 'pakiet startowy',
  },
  nearestIntro: (place, size) =>
    `Najbliższe magazyny, w których są wolne ${size ?? 'boksy'}${place ? ` (okolica: ${place})` : ''}:`,
  nearestLine: (w) =>
    `${w.name}, ${w.address}${w.distance ? ` (${w.distance})` : ''}: wolnych ${w.free}${w.priceFrom ? `, od ${w.priceFrom} miesięcznie` : ''}. ${w.link}`,
  nearestNone: (place, size) =>
    `W tej chwili nie znalazłem magazynu, w którym są wolne ${size ?? 'boksy'}${place ? ` (okolica: ${place})` : ''}. Proszę spróbować innego rozmiaru lub miasta na /boxes.`,
  needPlace: (link) =>
    `Proszę podać miasto (na przykład „najbliższy magazyn w Krakowie”) lub udostępnić lokalizację, a znajdę najbliższe magazyny. Można też szukać na ${link}.`,
  needWarehouse: (link) =>
    `O który magazyn lub miasto chodzi? Proszę je podać (na przykład „Poznań”), a odpowiem; lista magazynów jest na ${link}.`,
  yourLocation: 'Państwa lokalizacja',
  priceLine: (w) =>
    `${w.name}: ${w.size} kosztują ${w.min === w.max ? w.min : `${w.min} – ${w.max}`} miesięcznie (wolnych ${w.free}). ${w.link}`,
  priceNone: (w) => `${w.name} nie ma w ofercie: ${w.size}. ${w.link}`,
  priceNote: 'Ceny zawierają VAT.',
  hoursNonstop: (name, text) =>
    `${name}: dostęp całodobowy, 24 godziny na dobę, 7 dni w tygodniu.${text ? ` ${text}.` : ''}`,
  hoursLimited: (name, text) => `${name}: dostęp nie jest całodobowy. ${text ?? ''}`.trim(),
  addressLine: (name, address, note, link) => `${name}: ${address}.${note ? ` ${note}` : ''} ${link}`,
  featuresLine: (name, list, link) => `${name} oferuje: ${list}. ${link}`,
  notifyFull: (name, link) =>
    `${name} jest obecnie pełny. Na jego stronie ${link} proszę wybrać „Powiadom mnie, gdy zwolni się boks” i zostawić e-mail; napiszemy, gdy boks się zwolni.`,
  notifyHasFree: (name, free, link) =>
    `${name} ma teraz ${free} wolnych boksów, więc boks można zamówić od razu na ${link}. Powiadomienie o wolnym boksie jest dostępne, gdy magazyn jest pełny.`,
  opensOn: (name, date) =>
    `${name} zostanie otwarty ${date}; boks można zamówić już teraz, a czynsz zacznie się naliczać od tego dnia.`,
  closed: (name) => `${name} jest zamknięty i nie przyjmuje zamówień.`,
  contact: (phone, email, whatsapp) =>
    `Z naszą infolinią mogą się Państwo skontaktować pod numerem ${phone} od poniedziałku do piątku w godz. 9:00–17:00, e-mailem: ${email}${whatsapp ? ` lub przez WhatsApp: ${whatsapp}` : ''}.`,
  fallback: (phone, email) =>
    `Przepraszam, nie potrafię rzetelnie odpowiedzieć na to pytanie. Proszę skontaktować się z infolinią ${phone} (od poniedziałku do piątku 9:00–17:00) lub napisać na ${email}.`,
};
