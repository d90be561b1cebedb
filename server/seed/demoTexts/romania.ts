import type { DemoTexts } from './types';

/** Texts of the Romanian demo warehouses, by branch code. */
export const romanianTexts: Record<string, DemoTexts> = {
  BUC1: {
    description: {
      EN: 'Two floors of boxes in western Bucharest, near Politehnica metro station.',
      RO: 'Două etaje de boxe în vestul Bucureștiului, lângă stația de metrou Politehnica.',
      SK: 'Dve podlažia boxov v západnej časti Bukurešti pri stanici metra Politehnica.',
      CS: 'Dvě podlaží boxů v západní části Bukurešti u stanice metra Politehnica.',
      UK: 'Два поверхи боксів у західній частині Бухареста біля станції метро Politehnica.',
      PL: 'Dwa piętra boksów w zachodniej części Bukaresztu, przy stacji metra Politehnica.',
      HU: 'Két szintnyi box Bukarest nyugati részén, a Politehnica metróállomás közelében.',
    },
    addressNote: {
      RO: 'Intrarea din curte, poarta 2.',
      SK: 'Vstup z dvora, brána 2.',
      CS: 'Vstup ze dvora, brána 2.',
      EN: 'Entrance from the courtyard, gate 2.',
      UK: 'Вхід із двору, ворота 2.',
      PL: 'Wejście od podwórza, brama 2.',
      HU: 'Bejárat az udvar felől, 2-es kapu.',
    },
  },
  BUC2: {
    description: {
      EN: 'Drive-up storage in Sector 4 with large boxes for moving and renovations.',
      RO: 'Depozit cu acces auto în Sectorul 4, cu boxe mari pentru mutări și renovări.',
      SK: 'Sklad s príjazdom autom v 4. obvode s veľkými boxmi na sťahovanie a rekonštrukcie.',
      CS: 'Sklad s příjezdem autem ve 4. obvodu s velkými boxy pro stěhování a rekonstrukce.',
      UK: 'Склад із під’їздом автомобілем у 4-му секторі з великими боксами для переїздів і ремонтів.',
      PL: 'Magazyn z dojazdem autem w 4. sektorze, z dużymi boksami na przeprowadzki i remonty.',
      HU: 'Autóval megközelíthető raktár a 4. kerületben, nagy boxokkal költözéshez és felújításhoz.',
    },
  },
  CLJ1: {
    description: {
      EN: 'Heated storage in Mărăști for Cluj students and families.',
      RO: 'Depozit încălzit în Mărăști pentru studenții și familiile din Cluj.',
      SK: 'Vykurovaný sklad v štvrti Mărăști pre študentov a rodiny z mesta Cluj-Napoca.',
      CS: 'Vytápěný sklad ve čtvrti Mărăști pro studenty a rodiny z města Cluj-Napoca.',
      UK: 'Опалюваний склад у районі Mărăști для студентів і родин Клужа.',
      PL: 'Ogrzewany magazyn w dzielnicy Mărăști dla studentów i rodzin z Kluż-Napoki.',
      HU: 'Fűtött raktár a Mărăști negyedben kolozsvári diákoknak és családoknak.',
    },
    addressNote: {
      RO: 'Intrarea prin parcare, lângă rampa de descărcare.',
      SK: 'Vstup cez parkovisko pri vykladacej rampe.',
      CS: 'Vstup přes parkoviště u vykládací rampy.',
      EN: 'Entrance through the car park, next to the loading ramp.',
      UK: 'Вхід через парковку, біля розвантажувальної рампи.',
      PL: 'Wejście przez parking, obok rampy rozładunkowej.',
      HU: 'Bejárat a parkolón át, a rakodórámpa mellett.',
    },
  },
  TSR1: {
    description: {
      EN: 'Storage on the northern arterial road of Timișoara with easy truck access.',
      RO: 'Depozit pe artera de nord a Timișoarei, cu acces ușor pentru camioane.',
      SK: 'Sklad na severnej výpadovke z Temešváru s pohodlným príjazdom pre nákladné autá.',
      CS: 'Sklad na severní výpadovce z Temešváru se snadným příjezdem pro nákladní auta.',
      UK: 'Склад на північній магістралі Тімішоари зі зручним під’їздом для вантажівок.',
      PL: 'Magazyn przy północnej arterii Timișoary z wygodnym dojazdem dla ciężarówek.',
      HU: 'Raktár Temesvár északi főútján, teherautóval is könnyen megközelíthető.',
    },
  },
};
