import type { Warehouse } from '../../contract/warehouse';
import type { Language } from '../../contract/primitives';
import type { Db } from '../db/client';
import { listWarehouses } from '../warehouses/search';
import { containsPhrase, wordsOf } from './text';

/** Every warehouse (texts in `language`), read live on each question: names, addresses and free boxes change. */
export const allWarehouses = (db: Db, language: Language): Promise<Warehouse[]> => listWarehouses(db, { limit: 5000, offset: 0 }, language);

/**
 * The warehouses the question names: by the part of the name after the dash (the district or
 * street, "Ružinov", "Kassai út", also inflected), the whole name, or the branch code (BA1).
 */
export function warehousesNamed(words: readonly string[], warehouses: readonly Warehouse[]): Warehouse[] {
  return warehouses.filter((w) => {
    const [, district] = w.name.split(/\s[–-]\s/);
    const phrases = [wordsOf(w.name), district ? wordsOf(district.replace(/\(.*\)/, '')) : []].filter((p) => p.length);
    return phrases.some((p) => containsPhrase(words, p)) || words.includes(w.branchCode.toLowerCase());
  });
}
