import type { Texts } from './types';

/** The two usual opening hours (nonstop, or daytime access), shared by the demo and the synthetic seed. */
export const openingHoursTexts: Record<'nonstop' | 'daytime', Texts> = {
  nonstop: {
    EN: 'Access 24/7 with the app or PIN; call centre Mon–Fri 9:00–17:00',
    SK: 'Prístup nonstop cez aplikáciu alebo PIN; zákaznícka linka po–pi 9:00–17:00',
    CS: 'Přístup nonstop přes aplikaci nebo PIN; zákaznická linka po–pá 9:00–17:00',
    UK: 'Доступ цілодобово через застосунок або PIN-код; кол-центр пн–пт 9:00–17:00',
    PL: 'Dostęp całodobowy przez aplikację lub PIN; infolinia pn.–pt. 9:00–17:00',
    HU: 'Éjjel-nappal bejárható az alkalmazással vagy PIN-kóddal; ügyfélszolgálat H–P 9:00–17:00',
    RO: 'Acces nonstop cu aplicația sau codul PIN; centrul de asistență L–V 9:00–17:00',
  },
  daytime: {
    EN: 'Access daily 6:00–22:00; call centre Mon–Fri 9:00–17:00',
    SK: 'Prístup denne 6:00–22:00; zákaznícka linka po–pi 9:00–17:00',
    CS: 'Přístup denně 6:00–22:00; zákaznická linka po–pá 9:00–17:00',
    UK: 'Доступ щодня 6:00–22:00; кол-центр пн–пт 9:00–17:00',
    PL: 'Dostęp codziennie 6:00–22:00; infolinia pn.–pt. 9:00–17:00',
    HU: 'Bejárható minden nap 6:00–22:00 között; ügyfélszolgálat H–P 9:00–17:00',
    RO: 'Acces zilnic 6:00–22:00; centrul de asistență L–V 9:00–17:00',
  },
};
