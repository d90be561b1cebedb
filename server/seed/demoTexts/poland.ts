import type { DemoTexts } from './types';

/** Texts of the Polish demo warehouses, by branch code. */
export const polishTexts: Record<string, DemoTexts> = {
  WAW1: {
    description: {
      EN: 'Two-storey storage in the Służewiec office district with a goods lift.',
      PL: 'Dwukondygnacyjny magazyn z windą towarową w biurowej dzielnicy Służewiec.',
      SK: 'Dvojpodlažný sklad s nákladným výťahom v kancelárskej štvrti Służewiec.',
      CS: 'Dvoupodlažní sklad s nákladním výtahem v kancelářské čtvrti Służewiec.',
      UK: 'Двоповерховий склад із вантажним ліфтом в офісному районі Служевець.',
      HU: 'Kétszintes raktár teherlifttel a służewieci irodanegyedben.',
      RO: 'Depozit pe două niveluri, cu lift de marfă, în cartierul de birouri Służewiec.',
    },
    addressNote: {
      PL: 'Wjazd od ul. Taśmowej, brama B.',
      SK: 'Vjazd z ulice Taśmowa, brána B.',
      CS: 'Vjezd z ulice Taśmowa, brána B.',
      EN: 'Drive in from Taśmowa Street, gate B.',
      UK: 'В’їзд із вулиці Taśmowa, ворота B.',
      HU: 'Behajtás a Taśmowa utca felől, B kapu.',
      RO: 'Accesul auto din strada Taśmowa, poarta B.',
    },
  },
  WAW2: {
    description: {
      EN: 'Neighbourhood storage in Grochów, steps from the tram.',
      PL: 'Osiedlowy magazyn na Grochowie, kilka kroków od tramwaju.',
      SK: 'Sklad v susedstve v Grochowe, pár krokov od električky.',
      CS: 'Sklad v sousedství na Grochowě, pár kroků od tramvaje.',
      UK: 'Склад по сусідству на Грохові, за кілька кроків від трамвая.',
      HU: 'Környékbeli raktár Grochówban, pár lépésre a villamostól.',
      RO: 'Depozit de cartier în Grochów, la câțiva pași de tramvai.',
    },
    addressNote: {
      PL: 'Wejście od podwórza.',
      SK: 'Vstup z dvora.',
      CS: 'Vstup ze dvora.',
      EN: 'Entrance from the courtyard.',
      UK: 'Вхід із двору.',
      HU: 'Bejárat az udvar felől.',
      RO: 'Intrarea din curte.',
    },
  },
  KRK1: {
    description: {
      EN: 'Heated storage on the Zakopiańska arterial road with parking.',
      PL: 'Ogrzewany magazyn z parkingiem przy ulicy Zakopiańskiej.',
      SK: 'Vykurovaný sklad s parkoviskom pri výpadovke Zakopiańska.',
      CS: 'Vytápěný sklad s parkovištěm u výpadovky Zakopiańska.',
      UK: 'Опалюваний склад із парковкою біля магістралі Zakopiańska.',
      HU: 'Fűtött raktár parkolóval a Zakopiańska főútnál.',
      RO: 'Depozit încălzit, cu parcare, pe artera Zakopiańska.',
    },
  },
  WRO1: {
    description: {
      EN: 'Drive-up units a short ride from the Wrocław old town.',
      PL: 'Boksy z dojazdem autem, niedaleko wrocławskiego Starego Miasta.',
      SK: 'Boxy s príjazdom autom, kúsok od starého mesta vo Vroclave.',
      CS: 'Boxy s příjezdem autem, kousek od vratislavského Starého Města.',
      UK: 'Бокси з під’їздом автомобілем недалеко від Старого міста Вроцлава.',
      HU: 'Autóval megközelíthető boxok, rövid útra Wrocław óvárosától.',
      RO: 'Boxe cu acces auto, la mică distanță de centrul vechi al Wrocławului.',
    },
  },
  POZ1: {
    description: {
      EN: 'City storage in Łazarz near the Poznań trade fair grounds.',
      PL: 'Miejski magazyn na Łazarzu, blisko Międzynarodowych Targów Poznańskich.',
      SK: 'Mestský sklad v štvrti Łazarz pri poznanskom výstavisku.',
      CS: 'Městský sklad ve čtvrti Łazarz u poznaňského výstaviště.',
      UK: 'Міський склад у районі Лазаж біля виставкового центру Познані.',
      HU: 'Városi raktár a łazarzi negyedben, a poznańi vásárközpont közelében.',
      RO: 'Depozit urban în cartierul Łazarz, lângă centrul expozițional din Poznań.',
    },
    addressNote: {
      PL: 'Wejście od podwórza, domofon „Magazyn”.',
      SK: 'Vstup z dvora, domový telefón „Magazyn“.',
      CS: 'Vstup ze dvora, domácí telefon „Magazyn“.',
      EN: 'Entrance from the courtyard, intercom “Magazyn”.',
      UK: 'Вхід із двору, домофон «Magazyn».',
      HU: 'Bejárat az udvar felől, „Magazyn” feliratú kaputelefon.',
      RO: 'Intrarea din curte, interfonul „Magazyn”.',
    },
  },
  GDN1: {
    description: {
      EN: 'Dry, heated storage between Oliwa and Przymorze, ideal for sailing gear.',
      PL: 'Suchy, ogrzewany magazyn między Oliwą a Przymorzem, idealny na sprzęt żeglarski.',
      SK: 'Suchý vykurovaný sklad medzi štvrťami Oliwa a Przymorze, ideálny na jachtárske vybavenie.',
      CS: 'Suchý vytápěný sklad mezi čtvrtěmi Oliwa a Przymorze, ideální pro jachtařské vybavení.',
      UK: 'Сухий опалюваний склад між районами Олива та Пшиморже, ідеальний для вітрильного спорядження.',
      HU: 'Száraz, fűtött raktár Oliwa és Przymorze között, ideális vitorlásfelszereléshez.',
      RO: 'Depozit uscat și încălzit între Oliwa și Przymorze, ideal pentru echipamentul de navigație.',
    },
  },
};
