import { describe, expect, it } from 'vitest';
import { warehouseFixture } from '@machines/fixtures/warehouse';
import { compareLikeApi, mergeHostResults, secondaryHosts } from './mergeHostResults';

const warehouse = (id: number, distance: number | null, free = 1, deactivated = false) =>
  warehouseFixture({
    id,
    name: `W${id}`,
    distance,
    freeBoxCount: free,
    hasFreeBoxes: free > 0,
    deactivation: { deactivated },
  });

describe('merging the answers of several API hosts', () => {
  it('puts the main host first, then the secondary hosts in list order, each group sorted', () => {
    const merged = mergeHostResults([
      { source: 'https://cz.example', warehouses: [warehouse(1, 900), warehouse(2, 100)] },
      { source: null, warehouses: [warehouse(3, 5000), warehouse(4, 50, 0)] },
      { source: 'https://pl.example', warehouses: [warehouse(5, 10)] },
    ]);
    expect(merged.map((x) => [x.source, x.id])).toEqual([
      [null, 3],
      [null, 4],
      ['https://cz.example', 2],
      ['https://cz.example', 1],
      ['https://pl.example', 5],
    ]);
  });

  it('leaves failed hosts out', () => {
    const merged = mergeHostResults([
      { source: null, warehouses: [warehouse(1, 10)] },
      { source: 'https://down.example', failed: true },
    ]);
    expect(merged.map((x) => x.id)).toEqual([1]);
  });

  it('keeps a warehouse once per host, but the same id from two hosts twice', () => {
    const merged = mergeHostResults([
      { source: null, warehouses: [warehouse(1, 10), warehouse(1, 10)] },
      { source: 'https://cz.example', warehouses: [warehouse(1, 20)] },
    ]);
    expect(merged.map((x) => `${x.source}:${x.id}`)).toEqual(['null:1', 'https://cz.example:1']);
  });

  it('sorts like the API: active first, free first, nearest first, ties in the host’s order', () => {
    const list = [
      warehouse(1, 10, 1, true),
      warehouse(2, 500, 0),
      warehouse(3, 900),
      warehouse(4, 100),
      warehouse(5, null),
      warehouse(6, 100),
    ];
    expect([...list].sort(compareLikeApi).map((x) => x.id)).toEqual([4, 6, 3, 5, 2, 1]);
  });
});

describe('secondary hosts', () => {
  it('are every proxy-list entry but the first, without repeats of it', () => {
    expect(secondaryHosts([])).toEqual([]);
    expect(secondaryHosts(['https://sk.example'])).toEqual([]);
    expect(
      secondaryHosts(['https://sk.example/', 'https://cz.example/', 'https://sk.example', 'https://cz.example']),
    ).toEqual(['https://cz.example']);
  });
});
