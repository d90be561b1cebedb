import type { OperatingCountry } from '@contract/countries';

/**
 * City centres of the five operating countries (population in thousands), rough country bounding
 * boxes and street names, used to scatter the synthetic benchmark network realistically.
 */
export interface City {
  name: string;
  country: OperatingCountry;
  lat: number;
  lng: number;
  populationK: number;
  zip: string;
  /** Branch-code prefix. */
  code: string;
  capital?: boolean;
}

const c = (
  country: OperatingCountry,
  name: string,
  lat: number,
  lng: number,
  populationK: number,
  zip: string,
  code: string,
  capital = false,
): City => ({ country, name, lat, lng, populationK, zip, code, capital });

export const cities: readonly City[] = [
  c('SVK', 'Bratislava', 48.1486, 17.1077, 475, '811 01', 'BA', true),
  c('SVK', 'Košice', 48.7164, 21.2611, 230, '040 01', 'KE'),
  c('SVK', 'Prešov', 48.9984, 21.2339, 85, '080 01', 'PO'),
  c('SVK', 'Žilina', 49.2231, 18.7394, 80, '010 01', 'ZA'),
  c('SVK', 'Nitra', 48.3069, 18.0864, 76, '949 01', 'NR'),
  c('SVK', 'Banská Bystrica', 48.7363, 19.1462, 76, '974 01', 'BB'),
  c('SVK', 'Trnava', 48.3774, 17.5883, 63, '917 01', 'TT'),
  c('SVK', 'Trenčín', 48.8945, 18.0444, 54, '911 01', 'TN'),
  c('SVK', 'Martin', 49.0636, 18.9214, 53, '036 01', 'MT'),
  c('SVK', 'Poprad', 49.0614, 20.298, 50, '058 01', 'PP'),
  c('CZE', 'Praha', 50.0755, 14.4378, 1350, '110 00', 'PRG', true),
  c('CZE', 'Brno', 49.1951, 16.6068, 400, '602 00', 'BRN'),
  c('CZE', 'Ostrava', 49.8209, 18.2625, 280, '702 00', 'OVA'),
  c('CZE', 'Plzeň', 49.7475, 13.3776, 175, '301 00', 'PLZ'),
  c('CZE', 'Liberec', 50.7671, 15.0562, 105, '460 01', 'LBC'),
  c('CZE', 'Olomouc', 49.5938, 17.2509, 100, '779 00', 'OLM'),
  c('CZE', 'České Budějovice', 48.9745, 14.4743, 95, '370 01', 'CBU'),
  c('CZE', 'Hradec Králové', 50.2092, 15.8328, 93, '500 02', 'HKR'),
  c('CZE', 'Ústí nad Labem', 50.6607, 14.0323, 92, '400 01', 'ULB'),
  c('CZE', 'Pardubice', 50.0343, 15.7812, 91, '530 02', 'PCE'),
  c('POL', 'Warszawa', 52.2297, 21.0122, 1860, '00-001', 'WAW', true),
  c('POL', 'Kraków', 50.0647, 19.945, 800, '31-042', 'KRK'),
  c('POL', 'Wrocław', 51.1079, 17.0385, 670, '50-001', 'WRO'),
  c('POL', 'Łódź', 51.7592, 19.456, 660, '90-001', 'LDZ'),
  c('POL', 'Poznań', 52.4064, 16.9252, 540, '61-001', 'POZ'),
  c('POL', 'Gdańsk', 54.352, 18.6466, 490, '80-001', 'GDN'),
  c('POL', 'Szczecin', 53.4285, 14.5528, 390, '70-001', 'SZZ'),
  c('POL', 'Bydgoszcz', 53.1235, 18.0084, 330, '85-001', 'BYD'),
  c('POL', 'Lublin', 51.2465, 22.5684, 330, '20-001', 'LUZ'),
  c('POL', 'Białystok', 53.1325, 23.1688, 295, '15-001', 'BIA'),
  c('POL', 'Katowice', 50.2649, 19.0238, 285, '40-001', 'KTW'),
  c('HUN', 'Budapest', 47.4979, 19.0402, 1700, '1051', 'BUD', true),
  c('HUN', 'Debrecen', 47.5316, 21.6273, 200, '4024', 'DEB'),
  c('HUN', 'Szeged', 46.253, 20.1414, 160, '6720', 'SZG'),
  c('HUN', 'Miskolc', 48.1035, 20.7784, 150, '3525', 'MIS'),
  c('HUN', 'Pécs', 46.0727, 18.2323, 140, '7621', 'PEC'),
  c('HUN', 'Győr', 47.6875, 17.6504, 130, '9021', 'GYR'),
  c('HUN', 'Nyíregyháza', 47.9495, 21.7244, 115, '4400', 'NYI'),
  c('HUN', 'Kecskemét', 46.8964, 19.6897, 110, '6000', 'KEC'),
  c('HUN', 'Székesfehérvár', 47.186, 18.4221, 95, '8000', 'SFV'),
  c('ROU', 'București', 44.4268, 26.1025, 1800, '010011', 'BUC', true),
  c('ROU', 'Cluj-Napoca', 46.7712, 23.6236, 325, '400001', 'CLJ'),
  c('ROU', 'Timișoara', 45.7489, 21.2087, 320, '300001', 'TSR'),
  c('ROU', 'Iași', 47.1585, 27.6014, 290, '700001', 'IAS'),
  c('ROU', 'Constanța', 44.1598, 28.6348, 280, '900001', 'CND'),
  c('ROU', 'Craiova', 44.3302, 23.7949, 270, '200001', 'CRA'),
  c('ROU', 'Brașov', 45.6427, 25.5887, 255, '500001', 'BRV'),
  c('ROU', 'Galați', 45.4353, 28.008, 250, '800001', 'GLT'),
  c('ROU', 'Ploiești', 44.9365, 26.0125, 210, '100001', 'PLO'),
  c('ROU', 'Oradea', 47.0465, 21.9189, 200, '410001', 'ORA'),
  c('ROU', 'Sibiu', 45.7983, 24.1256, 150, '550001', 'SBZ'),
];

/** Rough bounding boxes; generated points are clamped into them. */
export const countryBounds: Record<
  OperatingCountry,
  { minLat: number; maxLat: number; minLng: number; maxLng: number }
> = {
  SVK: { minLat: 47.75, maxLat: 49.6, minLng: 16.85, maxLng: 22.55 },
  CZE: { minLat: 48.55, maxLat: 51.05, minLng: 12.1, maxLng: 18.85 },
  POL: { minLat: 49.0, maxLat: 54.8, minLng: 14.1, maxLng: 24.15 },
  HUN: { minLat: 45.75, maxLat: 48.58, minLng: 16.1, maxLng: 22.9 },
  ROU: { minLat: 43.62, maxLat: 48.26, minLng: 20.26, maxLng: 29.7 },
};

export const streetNames: Record<OperatingCountry, readonly string[]> = {
  SVK: [
    'Priemyselná',
    'Hlavná',
    'Nádražná',
    'Štúrova',
    'Hviezdoslavova',
    'Železničná',
    'Skladová',
    'Továrenská',
    'Mlynská',
    'Družstevná',
  ],
  CZE: [
    'Průmyslová',
    'Hlavní',
    'Nádražní',
    'Skladová',
    'Masarykova',
    'Palackého',
    'Tovární',
    'Husova',
    'Komenského',
    'Sokolovská',
  ],
  POL: [
    'ul. Przemysłowa',
    'ul. Magazynowa',
    'ul. Kolejowa',
    'ul. Składowa',
    'ul. Fabryczna',
    'ul. Główna',
    'ul. Mickiewicza',
    'ul. Słowackiego',
    'ul. Polna',
    'ul. Lipowa',
  ],
  HUN: [
    'Ipari út',
    'Raktár utca',
    'Vasút utca',
    'Fő utca',
    'Petőfi Sándor utca',
    'Kossuth Lajos utca',
    'Gyár utca',
    'Rákóczi út',
    'Dózsa György út',
    'Szabadság út',
  ],
  ROU: [
    'Strada Industriilor',
    'Strada Depozitelor',
    'Strada Gării',
    'Bulevardul Unirii',
    'Strada Fabricii',
    'Strada Morii',
    'Strada Libertății',
    'Strada Republicii',
    'Bulevardul Independenței',
    'Calea Victoriei',
  ],
};

export const addressNotes: Record<OperatingCountry, readonly string[]> = {
  SVK: ['Vstup z dvora.', 'Vjazd bránou č. 2.', 'Vchod vedľa predajne, zvonček „Sklady“.'],
  CZE: ['Vstup ze dvora.', 'Vjezd branou č. 2.', 'Vchod vedle prodejny, zvonek „Sklad“.'],
  POL: ['Wejście od podwórza.', 'Wjazd bramą nr 2.', 'Wejście obok sklepu, domofon „Magazyn“.'],
  HUN: ['Bejárat az udvar felől.', 'Behajtás a 2-es kapun.', 'Bejárat az üzlet mellett.'],
  ROU: ['Intrarea din curte.', 'Acces auto pe poarta 2.', 'Intrarea de lângă magazin.'],
};
