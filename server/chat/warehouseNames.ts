import type { Warehouse } from '@contract/warehouse';
import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { warehouse } from '../db/schema';
import { warehousesAround } from '../warehouses/search';
import { containsPhrase, nameFormMatches, wordsOf } from './text';

interface NameEntry {
  id: number;
  lat: number;
  lng: number;
  branchCode: string;
  phrases: string[][];
}

/** How long the list of names is reused: names and branch codes change rarely, and every fact in an answer is read afresh. */
const NAMES_TTL_MS = 60_000;
let cached: { at: number; db: Db; entries: Promise<NameEntry[]> } | null = null;

/** Every warehouse's name as folded words: the whole name and the part after the dash (district or street). */
function namesOf(db: Db): Promise<NameEntry[]> {
  if (cached && cached.db === db && Date.now() - cached.at < NAMES_TTL_MS) return cached.entries;
  const entries = db
    .select({
      id: warehouse.id,
      name: warehouse.name,
      branchCode: warehouse.branchCode,
      lat: warehouse.lat,
      lng: warehouse.lng,
    })
    .from(warehouse)
    .then((rows) =>
      rows.map((w) => {
        const [, district] = w.name.split(/\s[–-]\s/);
        const phrases = [wordsOf(w.name), district ? wordsOf(district.replace(/\(.*\)/, '')) : []].filter(
          (p) => p.length,
        );
        return { id: w.id, lat: w.lat, lng: w.lng, branchCode: w.branchCode.toLowerCase(), phrases };
      }),
    );
  cached = { at: Date.now(), db, entries };
  entries.catch(() => (cached = null));
  return entries;
}

/**
 * A word of the question as a form of a word of a warehouse name: a town's rule, or for short
 * district names (Rača, Juh) the same letters but the last, up to three letters longer
 * (v Rači, na Juhu).
 */
const districtFormMatches = (word: string, key: string) =>
  nameFormMatches(word, key) ||
  (key.length >= 4 && word.length >= key.length && word.length <= key.length + 3 && word.startsWith(key.slice(0, -1)));

/**
 * The warehouses the question names, by the part of the name after the dash ("Ružinov", "Kassai út",
 * also inflected), the whole name, or the branch code (BA1); read live through the nearby search
 * at each one's own position, so their free boxes and texts are current.
 */
export async function warehousesNamed(db: Db, words: readonly string[], language: Language): Promise<Warehouse[]> {
  const named = (await namesOf(db)).filter(
    (w) => w.phrases.some((p) => containsPhrase(words, p, districtFormMatches)) || words.includes(w.branchCode),
  );
  const found = await Promise.all(
    named
      .slice(0, 3)
      .map(async (w) =>
        (await warehousesAround(db, { lat: w.lat, lng: w.lng, limit: 3 }, language)).find((x) => x.id === w.id),
      ),
  );
  return found.filter((w): w is Warehouse => w !== undefined);
}
