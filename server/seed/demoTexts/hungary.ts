import type { DemoTexts } from './types';

/** Texts of the Hungarian demo warehouses, by branch code. */
export const hungarianTexts: Record<string, DemoTexts> = {
  BUD1: {
    description: {
      EN: 'Two-storey storage on Váci út next to the M3 metro line.',
      HU: 'Kétszintes raktár a Váci úton, az M3-as metró mellett.',
      SK: 'Dvojpodlažný sklad na Váci út pri linke metra M3.',
      CS: 'Dvoupodlažní sklad na Váci út u linky metra M3.',
      UK: 'Двоповерховий склад на Váci út поруч із лінією метро M3.',
      PL: 'Dwukondygnacyjny magazyn przy Váci út, obok linii metra M3.',
      RO: 'Depozit pe două niveluri pe Váci út, lângă linia de metrou M3.',
    },
    addressNote: {
      HU: 'Bejárat az udvar felől, a B épületnél.',
      SK: 'Vstup z dvora pri budove B.',
      CS: 'Vstup ze dvora u budovy B.',
      EN: 'Entrance from the courtyard, at building B.',
      UK: 'Вхід із двору, біля корпусу B.',
      PL: 'Wejście od podwórza, przy budynku B.',
      RO: 'Intrarea din curte, la clădirea B.',
    },
  },
  BUD2: {
    description: {
      EN: 'Riverside storage on Soroksári út with drive-in loading for vans.',
      HU: 'Dunaparti raktár a Soroksári úton, kisteherautóval behajtható rakodóval.',
      SK: 'Sklad pri rieke na Soroksári út s vjazdom na vykládku pre dodávky.',
      CS: 'Sklad u řeky na Soroksári út s vjezdem pro vykládku z dodávek.',
      UK: 'Склад біля річки на Soroksári út із заїздом для розвантаження фургонів.',
      PL: 'Magazyn nad rzeką przy Soroksári út z wjazdem do rozładunku dla dostawczaków.',
      RO: 'Depozit pe malul râului, pe Soroksári út, cu acces pentru descărcarea dubelor.',
    },
  },
  DEB1: {
    description: {
      EN: 'Storage close to the university campus, popular with students over summer.',
      HU: 'Raktár az egyetemi kampusz közelében, nyaranta népszerű a diákok körében.',
      SK: 'Sklad blízko univerzitného kampusu, v lete obľúbený medzi študentmi.',
      CS: 'Sklad blízko univerzitního kampusu, v létě oblíbený u studentů.',
      UK: 'Склад поблизу університетського кампусу, улітку популярний серед студентів.',
      PL: 'Magazyn blisko kampusu uniwersyteckiego, latem popularny wśród studentów.',
      RO: 'Depozit aproape de campusul universitar, apreciat vara de studenți.',
    },
  },
  GYR1: {
    description: {
      EN: 'Heated units south of the Győr city centre.',
      HU: 'Fűtött boxok Győr belvárosától délre.',
      SK: 'Vykurované boxy južne od centra Győru.',
      CS: 'Vytápěné boxy jižně od centra Győru.',
      UK: 'Опалювані бокси на південь від центру Дьора.',
      PL: 'Ogrzewane boksy na południe od centrum Győru.',
      RO: 'Boxe încălzite la sud de centrul orașului Győr.',
    },
    addressNote: {
      HU: 'Bejárat a parkoló felől.',
      SK: 'Vstup z parkoviska.',
      CS: 'Vstup z parkoviště.',
      EN: 'Entrance from the car park.',
      UK: 'Вхід із боку парковки.',
      PL: 'Wejście od strony parkingu.',
      RO: 'Intrarea dinspre parcare.',
    },
  },
};
