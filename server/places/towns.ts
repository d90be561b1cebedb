import type { Place } from '@contract/places';
import type { Language } from '@contract/primitives';
import { fold } from './fold';
import { readGazetteer, type GazetteerTown } from './gazetteerFile';

interface IndexedTown {
  town: GazetteerTown;
  /** Every name of the town, folded, each with a leading space so a word start is " " + query. */
  keys: string[];
}

/** The gazetteer, largest towns first, with its folded names; read once (it never changes while running). */
export type TownIndex = IndexedTown[];

export function indexTowns(towns: readonly GazetteerTown[]): TownIndex {
  return towns.map((town) => {
    const names = [town[0], ...Object.values(town[5] ?? {})];
    return { town, keys: [...new Set(names.map((name) => ` ${fold(name)}`))] };
  });
}

let loaded: Promise<TownIndex> | null = null;
export const loadTownIndex = (): Promise<TownIndex> => (loaded ??= readGazetteer().then((g) => indexTowns(g.towns)));

/**
 * Towns any of whose names has a word starting with the folded query, most inhabitants first,
 * named in `language` where it has its own name, else in the country's language.
 */
export function findTowns(index: TownIndex, folded: string, language: Language, limit: number): Place[] {
  const needle = ` ${folded}`;
  const found: Place[] = [];
  for (const { town, keys } of index) {
    if (!keys.some((key) => key.includes(needle))) continue;
    const [name, country, lat, lng, population, names] = town;
    found.push({
      kind: 'town',
      name: names?.[language] ?? name,
      detail: null,
      country,
      location: { lat, lng },
      population,
      warehouseId: null,
    });
    if (found.length === limit) break;
  }
  return found;
}
