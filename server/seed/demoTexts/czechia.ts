import type { DemoTexts } from './types';

/** Texts of the Czech demo warehouses, by branch code. */
export const czechTexts: Record<string, DemoTexts> = {
  PRG1: {
    description: {
      EN: 'Two-storey storage in a converted Holešovice warehouse near Nádraží Holešovice.',
      CS: 'Dvoupodlažní sklad v přestavěné holešovické hale u stanice Nádraží Holešovice.',
      SK: 'Dvojpodlažný sklad v prestavanej hale v Holešoviciach pri stanici Nádraží Holešovice.',
      UK: 'Двоповерховий склад у перебудованому цеху в Голешовицях біля станції Nádraží Holešovice.',
      PL: 'Dwukondygnacyjny magazyn w przebudowanej hali w Holešovicach, przy stacji Nádraží Holešovice.',
      HU: 'Kétszintes raktár egy átalakított holešovicei csarnokban, a Nádraží Holešovice állomás közelében.',
      RO: 'Depozit pe două niveluri într-o hală renovată din Holešovice, lângă stația Nádraží Holešovice.',
    },
    addressNote: {
      CS: 'Vjezd ze dvora, brána č. 3.',
      SK: 'Vjazd z dvora, brána č. 3.',
      EN: 'Drive in from the courtyard, gate no. 3.',
      UK: 'В’їзд із двору, ворота № 3.',
      PL: 'Wjazd od podwórza, brama nr 3.',
      HU: 'Behajtás az udvar felől, 3-as kapu.',
      RO: 'Accesul auto din curte, poarta nr. 3.',
    },
  },
  PRG2: {
    description: {
      EN: 'Basement storage two minutes from Anděl, ideal for flats in Smíchov.',
      CS: 'Suterénní sklad dvě minuty od Anděla, ideální pro byty na Smíchově.',
      SK: 'Suterénny sklad dve minúty od Anděla, ideálny pre byty na Smíchove.',
      UK: 'Склад у підвалі за дві хвилини від станції Anděl — ідеально для мешканців квартир на Сміхові.',
      PL: 'Magazyn w piwnicy dwie minuty od stacji Anděl, idealny dla mieszkańców Smíchova.',
      HU: 'Alagsori raktár két percre az Anděltől, ideális a smíchovi lakásokhoz.',
      RO: 'Depozit la subsol, la două minute de Anděl, ideal pentru apartamentele din Smíchov.',
    },
    addressNote: {
      CS: 'Vchod z pasáže, výtah do −1. podlaží.',
      SK: 'Vchod z pasáže, výťah do −1. podlažia.',
      EN: 'Entrance from the arcade, lift to level −1.',
      UK: 'Вхід із пасажу, ліфт на поверх −1.',
      PL: 'Wejście od pasażu, winda na poziom −1.',
      HU: 'Bejárat a passzázsból, lifttel a −1. szintre.',
      RO: 'Intrarea din pasaj, liftul până la nivelul −1.',
    },
  },
  PRG3: {
    description: {
      EN: 'Large boxes and van parking next to metro Vysočanská.',
      CS: 'Velké boxy a parkování pro dodávky u metra Vysočanská.',
      SK: 'Veľké boxy a parkovanie pre dodávky pri metre Vysočanská.',
      UK: 'Великі бокси й парковка для фургонів біля станції метро Vysočanská.',
      PL: 'Duże boksy i parking dla dostawczaków przy stacji metra Vysočanská.',
      HU: 'Nagy boxok és parkoló kisteherautóknak a Vysočanská metróállomás mellett.',
      RO: 'Boxe mari și parcare pentru dube lângă stația de metrou Vysočanská.',
    },
  },
  PRG4: {
    description: {
      EN: 'Heated storage by the Chodov shopping centre, three minutes on foot from metro Chodov.',
      CS: 'Vytápěný sklad u obchodního centra Chodov, tři minuty pěšky od metra Chodov.',
      SK: 'Vykurovaný sklad pri obchodnom centre Chodov, tri minúty pešo od metra Chodov.',
      UK: 'Опалюваний склад біля торгового центру Chodov, за три хвилини пішки від метро Chodov.',
      PL: 'Ogrzewany magazyn przy centrum handlowym Chodov, trzy minuty pieszo od metra Chodov.',
      HU: 'Fűtött raktár a Chodov bevásárlóközpont mellett, három percre gyalog a Chodov metróállomástól.',
      RO: 'Depozit încălzit lângă centrul comercial Chodov, la trei minute de mers pe jos de metroul Chodov.',
    },
    addressNote: {
      CS: 'Vjezd z ulice Roztylská, parkoviště P2.',
      SK: 'Vjazd z ulice Roztylská, parkovisko P2.',
      EN: 'Drive in from Roztylská Street, car park P2.',
      UK: 'В’їзд із вулиці Roztylská, парковка P2.',
      PL: 'Wjazd od ulicy Roztylská, parking P2.',
      HU: 'Behajtás a Roztylská utca felől, P2 parkoló.',
      RO: 'Accesul auto din strada Roztylská, parcarea P2.',
    },
  },
  BRN1: {
    description: {
      EN: 'Storage near the D1 exit Brno-centrum with easy van access.',
      CS: 'Sklad u exitu Brno-centrum z D1 se snadným příjezdem pro dodávky.',
      SK: 'Sklad pri výjazde Brno-centrum z D1 s pohodlným príjazdom pre dodávky.',
      UK: 'Склад біля з’їзду Brno-centrum з автомагістралі D1, зручний під’їзд для фургонів.',
      PL: 'Magazyn przy zjeździe Brno-centrum z autostrady D1, z wygodnym dojazdem dla dostawczaków.',
      HU: 'Raktár a D1-es autópálya Brno-centrum kijáratánál, kisteherautóval is könnyen megközelíthető.',
      RO: 'Depozit lângă ieșirea Brno-centrum de pe D1, cu acces ușor pentru dube.',
    },
  },
  OVA1: {
    description: {
      EN: 'Affordable storage between the centre and Vítkovice.',
      CS: 'Cenově dostupný sklad mezi centrem a Vítkovicemi.',
      SK: 'Cenovo dostupný sklad medzi centrom a Vítkovicami.',
      UK: 'Доступний за ціною склад між центром і Вітковицями.',
      PL: 'Przystępny cenowo magazyn między centrum a Vítkovicami.',
      HU: 'Kedvező árú raktár a belváros és Vítkovice között.',
      RO: 'Depozit la preț accesibil între centru și Vítkovice.',
    },
    addressNote: {
      CS: 'Vstup z boční ulice, zvonek „Sklad“.',
      SK: 'Vstup z bočnej ulice, zvonček „Sklad“.',
      EN: 'Entrance from the side street, bell marked “Sklad”.',
      UK: 'Вхід із бічної вулиці, дзвінок «Sklad».',
      PL: 'Wejście od bocznej ulicy, dzwonek „Sklad”.',
      HU: 'Bejárat a mellékutca felől, „Sklad” feliratú csengő.',
      RO: 'Intrarea din strada laterală, soneria „Sklad”.',
    },
  },
  PLZ1: {
    description: {
      EN: 'Heated boxes on the western edge of Plzeň.',
      CS: 'Vytápěné boxy na západním okraji Plzně.',
      SK: 'Vykurované boxy na západnom okraji Plzne.',
      UK: 'Опалювані бокси на західній околиці Пльзеня.',
      PL: 'Ogrzewane boksy na zachodnim skraju Pilzna.',
      HU: 'Fűtött boxok Plzeň nyugati szélén.',
      RO: 'Boxe încălzite la marginea de vest a orașului Plzeň.',
    },
  },
};
