import type { BoxSize } from '@contract/enums';
import type { Language } from '@contract/primitives';
import { sizeClassBounds } from '@contract/warehouse';
import { loadTownIndex } from '../places/towns';
import { containsPhrase, hasAny, wordsOf } from './text';

/** Words for the size classes in every language (stems end in `*`); checked in the question's language and English. */
const sizeWords: Record<Language, Record<BoxSize, string[]>> = {
  EN: {
    XS: ['xs', 'extra small', 'tiny', 'smallest'],
    SMALL: ['small'],
    MEDIUM: ['medium', 'mid sized'],
    LARGE: ['large', 'big', 'biggest', 'largest'],
  },
  SK: {
    XS: ['xs', 'najmensi*', 'extra male*', 'mini*'],
    SMALL: ['mal*'],
    MEDIUM: ['stredn*'],
    LARGE: ['velk*', 'najvacs*'],
  },
  CS: {
    XS: ['xs', 'nejmensi*', 'extra mal*', 'mini*'],
    SMALL: ['mal*'],
    MEDIUM: ['stredn*'],
    LARGE: ['velk*', 'nejvets*'],
  },
  PL: { XS: ['xs', 'najmniejsz*', 'mini*'], SMALL: ['mal*'], MEDIUM: ['sredn*'], LARGE: ['duz*', 'najwieksz*'] },
  HU: {
    XS: ['xs', 'legkisebb*', 'mini*'],
    SMALL: ['kicsi*', 'kis', 'kisebb*'],
    MEDIUM: ['kozepes*'],
    LARGE: ['nagy*', 'legnagyobb*'],
  },
  RO: {
    XS: ['xs', 'foarte mic*', 'cea mai mica', 'cel mai mic', 'mini*'],
    SMALL: ['mic', 'mica', 'mici'],
    MEDIUM: ['medi*'],
    LARGE: ['mare', 'mari', 'cea mai mare', 'cel mai mare'],
  },
  UK: { XS: ['xs', 'найменш*', 'міні*'], SMALL: ['мал*'], MEDIUM: ['середн*'], LARGE: ['велик*', 'найбільш*'] },
};

/** The size class named by its words, checked from the smallest (so "extra small" is XS, not SMALL). */
export function sizeNamed(words: readonly string[], language: Language): BoxSize | null {
  for (const size of ['XS', 'SMALL', 'MEDIUM', 'LARGE'] as BoxSize[]) {
    if (hasAny(words, sizeWords[language][size]) || hasAny(words, sizeWords.EN[size])) return size;
  }
  return null;
}

/** A floor area in m² written in the question (`4 m2`, `4,5 m²`, `6 sq m`, `5 м²`), if any. */
export function areaNamed(question: string): number | null {
  const m =
    /(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:m2|m²|м2|м²|sq\.?\s*m|square\s*met|metr|négyzetm|negyzetm|mp\b|metri p|кв)/iu.exec(
      question,
    );
  if (!m) return null;
  const n = Number(m[1].replace(',', '.'));
  return n > 0 ? n : null;
}

/** The size class whose (sizeFrom, sizeTo] holds the area. */
export function sizeOfArea(area: number): BoxSize {
  const sizes = Object.entries(sizeClassBounds) as [BoxSize, { sizeFrom: number; sizeTo: number | null }][];
  return sizes.find(([, b]) => area > b.sizeFrom && (b.sizeTo === null || area <= b.sizeTo))?.[0] ?? 'XS';
}

export interface NamedTown {
  name: string;
  lat: number;
  lng: number;
}

/** Forms of names that the stem rule of `wordMatches` cannot see (the last letters change). */
const extraForms: Record<string, string> = {
  praha: 'Praha',
  praze: 'Praha',
  prahe: 'Praha',
  prahy: 'Praha',
  prahu: 'Praha',
  praga: 'Praha',
  prague: 'Praha',
  prága: 'Praha',
  prágában: 'Praha',
  празі: 'Praha',
  праги: 'Praha',
  прага: 'Praha',
  brno: 'Brno',
  brne: 'Brno',
  brně: 'Brno',
  brna: 'Brno',
  brnie: 'Brno',
  brnóban: 'Brno',
  brnoi: 'Brno',
  брно: 'Brno',
  брні: 'Brno',
  nitra: 'Nitra',
  nitre: 'Nitra',
  nitře: 'Nitra',
  nitry: 'Nitra',
  nitrze: 'Nitra',
  nyitra: 'Nitra',
  nyitrán: 'Nitra',
  нітра: 'Nitra',
  нітрі: 'Nitra',
  plzeň: 'Plzeň',
  plzni: 'Plzeň',
  plzně: 'Plzeň',
  plzne: 'Plzeň',
  pilzno: 'Plzeň',
  pilznie: 'Plzeň',
  győr: 'Győr',
  győrben: 'Győr',
  győri: 'Győr',
  győrött: 'Győr',
  győru: 'Győr',
  győre: 'Győr',
  дьор: 'Győr',
  дьорі: 'Győr',
  дьора: 'Győr',
  kraków: 'Kraków',
  krakow: 'Kraków',
  krakove: 'Kraków',
  krakova: 'Kraków',
  krakowa: 'Kraków',
  krakově: 'Kraków',
  кракові: 'Kraków',
  кракова: 'Kraków',
  краків: 'Kraków',
  cluj: 'Cluj-Napoca',
  clujon: 'Cluj-Napoca',
  kluž: 'Cluj-Napoca',
  kluži: 'Cluj-Napoca',
  клуж: 'Cluj-Napoca',
  kolozsvár: 'Cluj-Napoca',
  kolozsváron: 'Cluj-Napoca',
  gdańsku: 'Gdańsk',
  gdansku: 'Gdańsk',
  gdaňsku: 'Gdańsk',
  гданську: 'Gdańsk',
  poznani: 'Poznań',
  poznaniu: 'Poznań',
  poznańban: 'Poznań',
  познані: 'Poznań',
  košice: 'Košice',
  košíc: 'Košice',
  kassa: 'Košice',
  kassán: 'Košice',
  koszyce: 'Košice',
  koszycach: 'Košice',
  кошице: 'Košice',
  кошицях: 'Košice',
  varsó: 'Warszawa',
  varsóban: 'Warszawa',
  varsói: 'Warszawa',
  ostrawa: 'Ostrava',
  ostrawie: 'Ostrava',
  ostravě: 'Ostrava',
  ostravy: 'Ostrava',
  ostravában: 'Ostrava',
  острава: 'Ostrava',
  остраві: 'Ostrava',
  łódź: 'Łódź',
  lodzi: 'Łódź',
  arad: 'Arad',
  aradon: 'Arad',
}; /** Town names that are also ordinary words in one of our languages; never read as places. */
const notTowns = new Set([
  'bedzin',
  'kolik',
  'most',
  'box',
  'cena',
  'para',
  'mare',
  'nagy',
  'vac',
  'mic',
  'sat',
  'sale',
  'ora',
  'baza',
  'bar',
  'kiev',
]);

const foldedForms = new Map(Object.entries(extraForms).map(([form, town]) => [wordsOf(form).join(' '), town]));

interface TownKey {
  words: string[];
  town: NamedTown;
  population: number;
}
let townKeys: Promise<TownKey[]> | null = null;

/** The larger towns (15,000 inhabitants or more) with each of their names as folded words, read once. */
function loadTownKeys(): Promise<TownKey[]> {
  return (townKeys ??= loadTownIndex().then((index) => {
    const keys: TownKey[] = [];
    for (const { town } of index) {
      const [name, , lat, lng, population, names] = town;
      if (population < 15_000) continue;
      for (const n of new Set([name, ...Object.values(names ?? {})])) {
        const words = wordsOf(n);
        if (words.length && !(words.length === 1 && notTowns.has(words[0])))
          keys.push({ words, town: { name, lat, lng }, population });
      }
    }
    return keys;
  }));
}

/** The town the question names (the one with the longest name, then the most inhabitants), if any. */
export async function townNamed(words: readonly string[]): Promise<NamedTown | null> {
  const keys = await loadTownKeys();
  let best: TownKey | null = null;
  for (const key of keys) {
    if (
      best &&
      (key.words.length < best.words.length ||
        (key.words.length === best.words.length && key.population <= best.population))
    )
      continue;
    if (containsPhrase(words, key.words)) best = key;
  }
  if (best) return best.town;
  const extra = words.map((w) => foldedForms.get(w)).find(Boolean);
  return extra ? (keys.find((k) => k.town.name === extra)?.town ?? null) : null;
}

export { wordsOf };
