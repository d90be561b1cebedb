import type { Language } from '@contract/primitives';

/**
 * Names of the larger towns where a language of ours has its own (GeoNames gives one name per town,
 * for a capital the English one). `local` is the name in the country's own language when GeoNames
 * writes another; each language falls back to `local`, then to the GeoNames name. Keyed by the
 * GeoNames country code and name.
 */
export type TownNames = { local?: string } & Partial<Record<Language, string>>;

export const townNames: Record<string, TownNames> = {
  // Slovakia
  'SK:Bratislava': { HU: 'Pozsony', PL: 'Bratysława', UK: 'Братислава' },
  'SK:Košice': { HU: 'Kassa', PL: 'Koszyce', UK: 'Кошице' },
  'SK:Prešov': { HU: 'Eperjes', PL: 'Preszów', UK: 'Пряшів' },
  'SK:Nitra': { HU: 'Nyitra', UK: 'Нітра' },
  'SK:Žilina': { HU: 'Zsolna', PL: 'Żylina', UK: 'Жиліна' },
  'SK:Banská Bystrica': { HU: 'Besztercebánya', PL: 'Bańska Bystrzyca', UK: 'Банська Бистриця' },
  'SK:Trnava': { HU: 'Nagyszombat', PL: 'Trnawa', UK: 'Трнава' },
  'SK:Trenčín': { HU: 'Trencsén', PL: 'Trenczyn', UK: 'Тренчин' },
  'SK:Poprad': { HU: 'Poprád', UK: 'Попрад' },
  'SK:Martin': { HU: 'Turócszentmárton', UK: 'Мартін' },
  'SK:Komárno': { HU: 'Komárom', UK: 'Комарно' },
  // Czechia
  'CZ:Prague': { local: 'Praha', EN: 'Prague', PL: 'Praga', HU: 'Prága', RO: 'Praga', UK: 'Прага' },
  'CZ:Brno': { UK: 'Брно' },
  'CZ:Ostrava': { UK: 'Острава' },
  'CZ:Pilsen': { local: 'Plzeň', EN: 'Pilsen', PL: 'Pilzno', HU: 'Pilsen', UK: 'Пльзень' },
  'CZ:Olomouc': { PL: 'Ołomuniec', UK: 'Оломоуць' },
  'CZ:Liberec': { UK: 'Ліберець' },
  'CZ:České Budějovice': { UK: 'Чеські Будейовиці' },
  'CZ:Hradec Králové': { UK: 'Градець-Кралове' },
  'CZ:Ústí nad Labem': { UK: 'Усті-над-Лабем' },
  'CZ:Pardubice': { UK: 'Пардубиці' },
  'CZ:Zlín': { UK: 'Злін' },
  'CZ:Karlovy Vary': { PL: 'Karlowe Wary', UK: 'Карлові Вари' },
  // Poland
  'PL:Warsaw': {
    local: 'Warszawa',
    EN: 'Warsaw',
    SK: 'Varšava',
    CS: 'Varšava',
    HU: 'Varsó',
    RO: 'Varșovia',
    UK: 'Варшава',
  },
  'PL:Łódź': { SK: 'Lodž', CS: 'Lodž', UK: 'Лодзь' },
  'PL:Kraków': { SK: 'Krakov', CS: 'Krakov', HU: 'Krakkó', RO: 'Cracovia', UK: 'Краків' },
  'PL:Wrocław': { SK: 'Vroclav', CS: 'Vratislav', UK: 'Вроцлав' },
  'PL:Poznań': { SK: 'Poznaň', CS: 'Poznaň', UK: 'Познань' },
  'PL:Gdańsk': { SK: 'Gdansk', CS: 'Gdaňsk', UK: 'Гданськ' },
  'PL:Szczecin': { SK: 'Štetín', CS: 'Štětín', UK: 'Щецин' },
  'PL:Bydgoszcz': { UK: 'Бидгощ' },
  'PL:Lublin': { UK: 'Люблін' },
  'PL:Katowice': { UK: 'Катовиці' },
  'PL:Białystok': { UK: 'Білосток' },
  'PL:Gdynia': { UK: 'Гдиня' },
  'PL:Rzeszów': { UK: 'Жешув' },
  'PL:Bielsko-Biala': { local: 'Bielsko-Biała' },
  // Hungary
  'HU:Budapest': { SK: 'Budapešť', CS: 'Budapešť', PL: 'Budapeszt', RO: 'Budapesta', UK: 'Будапешт' },
  'HU:Debrecen': { RO: 'Debrețin', UK: 'Дебрецен' },
  'HU:Miskolc': { SK: 'Miškovec', UK: 'Мішкольц' },
  'HU:Szeged': { RO: 'Seghedin', UK: 'Сегед' },
  'HU:Pécs': { UK: 'Печ' },
  'HU:Győr': { UK: 'Дьор' },
  'HU:Nyíregyháza': { UK: 'Ньїредьгаза' },
  // Romania
  'RO:Bucharest': {
    local: 'București',
    EN: 'Bucharest',
    SK: 'Bukurešť',
    CS: 'Bukurešť',
    PL: 'Bukareszt',
    HU: 'Bukarest',
    UK: 'Бухарест',
  },
  'RO:Iaşi': { HU: 'Jászvásár', PL: 'Jassy', UK: 'Ясси' },
  'RO:Cluj-Napoca': { HU: 'Kolozsvár', UK: 'Клуж-Напока' },
  'RO:Timişoara': { SK: 'Temešvár', CS: 'Temešvár', HU: 'Temesvár', UK: 'Тімішоара' },
  'RO:Craiova': { UK: 'Крайова' },
  'RO:Constanţa': { SK: 'Konstanca', CS: 'Konstanca', PL: 'Konstanca', UK: 'Констанца' },
  'RO:Galaţi': { HU: 'Galac', UK: 'Галац' },
  'RO:Braşov': { HU: 'Brassó', UK: 'Брашов' },
  'RO:Oradea': { HU: 'Nagyvárad', UK: 'Орадя' },
  'RO:Arad': { UK: 'Арад' },
  'RO:Sibiu': { HU: 'Nagyszeben', UK: 'Сібіу' },
  'RO:Târgu-Mureş': { HU: 'Marosvásárhely', UK: 'Тиргу-Муреш' },
  'RO:Satu Mare': { HU: 'Szatmárnémeti', UK: 'Сату-Маре' },
  'RO:Baia Mare': { HU: 'Nagybánya', UK: 'Бая-Маре' },
};
