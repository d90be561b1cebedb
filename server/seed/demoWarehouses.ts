import type { OperatingCountry } from '@contract/countries';
import type { Feature } from './rows';

/**
 * The hand-written demo network: real streets, post codes and district coordinates in the five
 * operating countries. Boxes and floor plans are generated from these entries (see demo.ts); their
 * descriptions, address notes and opening hours in seven languages are in demoTexts/.
 */
export interface DemoWarehouse {
  branchCode: string;
  name: string;
  country: OperatingCountry;
  street: string;
  streetNumber: string;
  city: string;
  zip: string;
  lat: number;
  lng: number;
  features: Feature[];
  lockVersion?: 'V1' | 'V2';
  /** Number of boxes, 20–60. */
  boxes: number;
  floors?: 1 | 2;
  /** Clear height of the hall in cm. */
  heightCm: number;
  /** Price level relative to the capital (1). */
  priceFactor: number;
  /** Share of rented boxes, 0..1. */
  rented: number;
  extraInsurance?: boolean;
  office?: boolean;
  /** full: every box rented; deactivated: closed branch; upcoming: opens in 45 days. */
  special?: 'full' | 'deactivated' | 'upcoming';
}

export const demoWarehouses: readonly DemoWarehouse[] = [
  // ── Slovakia ──────────────────────────────────────────────────────────────────────────────
  {
    branchCode: 'BA1', name: 'Bratislava – Ružinov', country: 'SVK',
    street: 'Tomášikova', streetNumber: '28', city: 'Bratislava', zip: '821 01', lat: 48.1571, lng: 17.1679,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'starter'], boxes: 60, floors: 2, heightCm: 260,
    priceFactor: 1.05, rented: 0.55, extraInsurance: true, office: true,
  },
  {
    branchCode: 'BA2', name: 'Bratislava – Petržalka', country: 'SVK',
    street: 'Antolská', streetNumber: '4', city: 'Bratislava', zip: '851 07', lat: 48.1119, lng: 17.1101,
    features: ['nonstop', 'parking', 'smart', 'video', 'firstMonthFree'], boxes: 44, heightCm: 250,
    priceFactor: 1, rented: 0.62,
  },
  {
    branchCode: 'BUX', name: 'Bratislava – Nové Mesto (bezbariérový)', country: 'SVK',
    street: 'Vajnorská', streetNumber: '100', city: 'Bratislava', zip: '831 04', lat: 48.1668, lng: 17.1392,
    features: ['barrierFree', 'nonstop', 'heating', 'parking', 'smart', 'video'], boxes: 40, heightCm: 240,
    priceFactor: 1.05, rented: 0.45, extraInsurance: true, office: true,
  },
  {
    branchCode: 'BA3', name: 'Bratislava – Karlova Ves', country: 'SVK',
    street: 'Karloveská', streetNumber: '63', city: 'Bratislava', zip: '841 04', lat: 48.1547, lng: 17.0573,
    features: ['nonstop', 'video', 'smart'], boxes: 24, heightCm: 230,
    priceFactor: 0.95, rented: 1, special: 'full',
  },
  {
    branchCode: 'BA4', name: 'Bratislava – Rača', country: 'SVK',
    street: 'Púchovská', streetNumber: '12', city: 'Bratislava', zip: '831 06', lat: 48.2077, lng: 17.1466,
    features: ['nonstop', 'parking', 'video', 'starter'], lockVersion: 'V1', boxes: 36, heightCm: 300,
    priceFactor: 0.9, rented: 0.4,
  },
  {
    branchCode: 'BA5', name: 'Bratislava – Devínska Nová Ves', country: 'SVK',
    street: 'Eisnerova', streetNumber: '9', city: 'Bratislava', zip: '841 07', lat: 48.2095, lng: 16.9775,
    features: ['parking', 'video'], lockVersion: 'V1', boxes: 20, heightCm: 240,
    priceFactor: 0.85, rented: 0.3, special: 'deactivated',
  },
  {
    branchCode: 'BA6', name: 'Bratislava – Dúbravka', country: 'SVK',
    street: 'Harmincova', streetNumber: '3', city: 'Bratislava', zip: '841 01', lat: 48.1745, lng: 17.0590,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'firstMonthFree'], boxes: 48, heightCm: 270,
    priceFactor: 1, rented: 0.1, extraInsurance: true, special: 'upcoming',
  },
  {
    branchCode: 'KE1', name: 'Košice – Juh', country: 'SVK',
    street: 'Južná trieda', streetNumber: '82', city: 'Košice', zip: '040 01', lat: 48.7051, lng: 21.2633,
    features: ['nonstop', 'heating', 'parking', 'video', 'starter'], boxes: 52, floors: 2, heightCm: 250,
    priceFactor: 0.85, rented: 0.5, office: true,
  },
  {
    branchCode: 'ZA1', name: 'Žilina – Bánová', country: 'SVK',
    street: 'Bánovská cesta', streetNumber: '12', city: 'Žilina', zip: '010 01', lat: 49.2078, lng: 18.7486,
    features: ['nonstop', 'parking', 'video', 'smart'], boxes: 30, heightCm: 260,
    priceFactor: 0.8, rented: 0.35,
  },
  {
    branchCode: 'BB1', name: 'Banská Bystrica – Zvolenská cesta', country: 'SVK',
    street: 'Zvolenská cesta', streetNumber: '14', city: 'Banská Bystrica', zip: '974 05', lat: 48.7281, lng: 19.1497,
    features: ['heating', 'parking', 'video', 'firstMonthFree'], boxes: 28, heightCm: 240,
    priceFactor: 0.8, rented: 0.4,
  },
  {
    branchCode: 'NR1', name: 'Nitra – Štúrova', country: 'SVK',
    street: 'Štúrova', streetNumber: '75', city: 'Nitra', zip: '949 01', lat: 48.3112, lng: 18.0921,
    features: ['nonstop', 'video', 'barrierFree', 'noCar'], boxes: 22, heightCm: 220,
    priceFactor: 0.8, rented: 0.6,
  },
  {
    branchCode: 'TT1', name: 'Trnava – Bratislavská', country: 'SVK',
    street: 'Bratislavská', streetNumber: '22', city: 'Trnava', zip: '917 01', lat: 48.3702, lng: 17.5803,
    features: ['nonstop', 'parking', 'video', 'starter'], boxes: 32, heightCm: 280,
    priceFactor: 0.8, rented: 0.45, extraInsurance: true,
  },
  // ── Czechia ───────────────────────────────────────────────────────────────────────────────
  {
    branchCode: 'PRG1', name: 'Praha 7 – Holešovice', country: 'CZE',
    street: 'Argentinská', streetNumber: '38', city: 'Praha 7', zip: '170 00', lat: 50.1041, lng: 14.4468,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'starter'], boxes: 58, floors: 2, heightCm: 280,
    priceFactor: 1.05, rented: 0.65, extraInsurance: true, office: true,
  },
  {
    branchCode: 'PRG2', name: 'Praha 5 – Smíchov', country: 'CZE',
    street: 'Radlická', streetNumber: '14', city: 'Praha 5', zip: '150 00', lat: 50.0699, lng: 14.4029,
    features: ['nonstop', 'heating', 'smart', 'video', 'noCar'], boxes: 40, heightCm: 240,
    priceFactor: 1.1, rented: 0.7,
  },
  {
    branchCode: 'PRG3', name: 'Praha 9 – Vysočany', country: 'CZE',
    street: 'Sokolovská', streetNumber: '268', city: 'Praha 9', zip: '190 00', lat: 50.1110, lng: 14.5005,
    features: ['nonstop', 'parking', 'video', 'firstMonthFree'], boxes: 46, heightCm: 300,
    priceFactor: 1, rented: 0.5,
  },
  {
    branchCode: 'PRG4', name: 'Praha 11 – Chodov', country: 'CZE',
    street: 'Türkova', streetNumber: '5', city: 'Praha 4', zip: '149 00', lat: 50.0322, lng: 14.4903,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'barrierFree'], boxes: 50, heightCm: 260,
    priceFactor: 1, rented: 0.55, extraInsurance: true, office: true,
  },
  {
    branchCode: 'BRN1', name: 'Brno – Heršpice', country: 'CZE',
    street: 'Heršpická', streetNumber: '13', city: 'Brno', zip: '619 00', lat: 49.1762, lng: 16.6042,
    features: ['nonstop', 'parking', 'video', 'starter'], boxes: 42, heightCm: 280,
    priceFactor: 0.85, rented: 0.45,
  },
  {
    branchCode: 'OVA1', name: 'Ostrava – Vítkovice', country: 'CZE',
    street: 'Místecká', streetNumber: '1116', city: 'Ostrava', zip: '703 00', lat: 49.8171, lng: 18.2697,
    features: ['parking', 'video', 'firstMonthFree'], lockVersion: 'V1', boxes: 34, heightCm: 250,
    priceFactor: 0.75, rented: 0.35,
  },
  {
    branchCode: 'PLZ1', name: 'Plzeň – Doudlevce', country: 'CZE',
    street: 'Domažlická', streetNumber: '161', city: 'Plzeň', zip: '318 00', lat: 49.7396, lng: 13.3561,
    features: ['nonstop', 'heating', 'parking', 'video'], boxes: 30, heightCm: 260,
    priceFactor: 0.8, rented: 0.4,
  },
  // ── Poland ────────────────────────────────────────────────────────────────────────────────
  {
    branchCode: 'WAW1', name: 'Warszawa – Mokotów', country: 'POL',
    street: 'ul. Marynarska', streetNumber: '15', city: 'Warszawa', zip: '02-674', lat: 52.1812, lng: 20.9990,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'starter'], boxes: 60, floors: 2, heightCm: 270,
    priceFactor: 1.05, rented: 0.6, extraInsurance: true, office: true,
  },
  {
    branchCode: 'WAW2', name: 'Warszawa – Praga-Południe', country: 'POL',
    street: 'ul. Grochowska', streetNumber: '306', city: 'Warszawa', zip: '03-840', lat: 52.2446, lng: 21.0689,
    features: ['nonstop', 'video', 'smart', 'firstMonthFree'], boxes: 38, heightCm: 240,
    priceFactor: 1, rented: 0.5,
  },
  {
    branchCode: 'KRK1', name: 'Kraków – Łagiewniki', country: 'POL',
    street: 'ul. Zakopiańska', streetNumber: '62', city: 'Kraków', zip: '30-418', lat: 50.0238, lng: 19.9336,
    features: ['nonstop', 'heating', 'parking', 'video', 'barrierFree'], boxes: 44, heightCm: 260,
    priceFactor: 0.95, rented: 0.55, office: true,
  },
  {
    branchCode: 'WRO1', name: 'Wrocław – Krzyki', country: 'POL',
    street: 'ul. Krakowska', streetNumber: '37', city: 'Wrocław', zip: '50-424', lat: 51.0986, lng: 17.0562,
    features: ['nonstop', 'parking', 'video', 'starter'], boxes: 36, heightCm: 280,
    priceFactor: 0.9, rented: 0.4, extraInsurance: true,
  },
  {
    branchCode: 'POZ1', name: 'Poznań – Łazarz', country: 'POL',
    street: 'ul. Głogowska', streetNumber: '128', city: 'Poznań', zip: '60-243', lat: 52.3941, lng: 16.8929,
    features: ['nonstop', 'heating', 'video', 'smart'], boxes: 30, heightCm: 240,
    priceFactor: 0.85, rented: 0.5,
  },
  {
    branchCode: 'GDN1', name: 'Gdańsk – Przymorze', country: 'POL',
    street: 'ul. Grunwaldzka', streetNumber: '413', city: 'Gdańsk', zip: '80-309', lat: 54.4012, lng: 18.5741,
    features: ['nonstop', 'heating', 'parking', 'video', 'firstMonthFree'], boxes: 40, heightCm: 260,
    priceFactor: 0.9, rented: 0.45,
  },
  // ── Hungary ───────────────────────────────────────────────────────────────────────────────
  {
    branchCode: 'BUD1', name: 'Budapest XIII. – Angyalföld', country: 'HUN',
    street: 'Váci út', streetNumber: '99', city: 'Budapest', zip: '1139', lat: 47.5386, lng: 19.0688,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'starter'], boxes: 56, floors: 2, heightCm: 260,
    priceFactor: 1.05, rented: 0.6, extraInsurance: true, office: true,
  },
  {
    branchCode: 'BUD2', name: 'Budapest IX. – Ferencváros', country: 'HUN',
    street: 'Soroksári út', streetNumber: '48', city: 'Budapest', zip: '1095', lat: 47.4771, lng: 19.0719,
    features: ['nonstop', 'parking', 'video', 'firstMonthFree'], boxes: 42, heightCm: 280,
    priceFactor: 1, rented: 0.5,
  },
  {
    branchCode: 'DEB1', name: 'Debrecen – Kassai út', country: 'HUN',
    street: 'Kassai út', streetNumber: '129', city: 'Debrecen', zip: '4028', lat: 47.5461, lng: 21.6404,
    features: ['nonstop', 'parking', 'video', 'barrierFree'], boxes: 30, heightCm: 240,
    priceFactor: 0.8, rented: 0.35,
  },
  {
    branchCode: 'GYR1', name: 'Győr – Fehérvári út', country: 'HUN',
    street: 'Fehérvári út', streetNumber: '20', city: 'Győr', zip: '9023', lat: 47.6719, lng: 17.6532,
    features: ['heating', 'parking', 'video', 'starter'], lockVersion: 'V1', boxes: 26, heightCm: 250,
    priceFactor: 0.8, rented: 0.4,
  },
  // ── Romania ───────────────────────────────────────────────────────────────────────────────
  {
    branchCode: 'BUC1', name: 'București – Sector 6', country: 'ROU',
    street: 'Bulevardul Iuliu Maniu', streetNumber: '7', city: 'București', zip: '061072', lat: 44.4355, lng: 26.0470,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video', 'starter'], boxes: 54, floors: 2, heightCm: 270,
    priceFactor: 1.05, rented: 0.55, extraInsurance: true, office: true,
  },
  {
    branchCode: 'BUC2', name: 'București – Berceni', country: 'ROU',
    street: 'Șoseaua Berceni', streetNumber: '104', city: 'București', zip: '041919', lat: 44.3815, lng: 26.1195,
    features: ['nonstop', 'parking', 'video', 'firstMonthFree'], boxes: 40, heightCm: 280,
    priceFactor: 0.95, rented: 0.45,
  },
  {
    branchCode: 'CLJ1', name: 'Cluj-Napoca – Mărăști', country: 'ROU',
    street: 'Strada Fabricii', streetNumber: '93', city: 'Cluj-Napoca', zip: '400632', lat: 46.7795, lng: 23.6152,
    features: ['nonstop', 'heating', 'parking', 'smart', 'video'], boxes: 36, heightCm: 250,
    priceFactor: 0.95, rented: 0.6,
  },
  {
    branchCode: 'TSR1', name: 'Timișoara – Calea Aradului', country: 'ROU',
    street: 'Calea Aradului', streetNumber: '56', city: 'Timișoara', zip: '300088', lat: 45.7741, lng: 21.2236,
    features: ['nonstop', 'parking', 'video', 'starter', 'barrierFree'], boxes: 34, heightCm: 280,
    priceFactor: 0.85, rented: 0.4,
  },
];
